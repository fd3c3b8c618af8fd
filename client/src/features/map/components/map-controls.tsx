import { buttonClass } from '@client/components/button';
import { paths } from '@client/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The "Listing" button and the zoom buttons in a bar above either kind of map, not over it:
 * a marker can then never lie under a control, where a finger could not reach all of it.
 */
export function MapControls({
  onZoomIn,
  onZoomOut,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
}) {
  return (
    <div className="map-toolbar">
      <Link to={paths.listings} className={buttonClass('primary', { small: true })}>
        Listing
      </Link>
      <div className="map-zoom">
        <button type="button" className="map-zoom__btn" aria-label="Zoom out" onClick={onZoomOut}>
          −
        </button>
        <button type="button" className="map-zoom__btn" aria-label="Zoom in" onClick={onZoomIn}>
          +
        </button>
      </div>
    </div>
  );
}

/** The tile provider's credit, under the map rather than over its markers. */
export function MapAttribution({ children }: { children: ReactNode }) {
  return <p className="map-attribution">{children}</p>;
}
