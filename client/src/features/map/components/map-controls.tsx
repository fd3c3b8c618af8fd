import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/button';
import { paths } from '../../../paths';

/** The "Listing" button and the zoom buttons, over either kind of map. */
export function MapControls({
  onZoomIn,
  onZoomOut,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
}) {
  return (
    <>
      <Link
        to={paths.listings}
        className={`${buttonClass('primary', { small: true })} map-listing-btn`}
      >
        Listing
      </Link>
      <div className="map-zoom">
        <button type="button" className="map-zoom__btn" aria-label="Zoom in" onClick={onZoomIn}>
          +
        </button>
        <button type="button" className="map-zoom__btn" aria-label="Zoom out" onClick={onZoomOut}>
          −
        </button>
      </div>
    </>
  );
}
