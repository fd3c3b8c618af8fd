import { buttonClass } from '@client/components/button';
import { useT } from '@client/lib/i18n/use-i18n';
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
  const t = useT('map');
  return (
    <div className="map-toolbar">
      <Link to={paths.listings} className={buttonClass('primary', { small: true })}>
        {t('map.toolbar.listings')}
      </Link>
      <div className="map-zoom">
        <button
          type="button"
          className="map-zoom__btn"
          aria-label={t('map.toolbar.zoomOut')}
          onClick={onZoomOut}
        >
          −
        </button>
        <button
          type="button"
          className="map-zoom__btn"
          aria-label={t('map.toolbar.zoomIn')}
          onClick={onZoomIn}
        >
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
