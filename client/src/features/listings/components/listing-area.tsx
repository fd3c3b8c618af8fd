import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { distanceLabel } from '@client/lib/listing-distance';
import { useTileProvider } from '@client/lib/tile-provider';
import { formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import type { Listing } from '@common/types';
import { lazy, Suspense, useState } from 'react';
import { markTilesDown, tileAt, useTilesReachable } from './tile-probe';

const AreaMap = lazy(() => import('./area-map'));
/** A neighbourhood's scale: the 500 m circle fills a good part of the small map. */
const AREA_ZOOM = 14;

type Placed = Pick<
  Listing,
  'owner_city' | 'owner_latitude' | 'owner_longitude' | 'distance' | 'distance_unit'
>;

/** "Near Salt Lake City · 0.8 mi away": the owner's public city, never a street (docs/product.md §7.6). */
function areaLabel(listing: Partial<Placed>, locale: Locale): string | undefined {
  const distance = distanceLabel(listing, locale);
  const parts = [
    listing.owner_city
      ? formatMessage(locale, 'listings.area.near', { city: listing.owner_city })
      : undefined,
    distance ? formatMessage(locale, 'listings.area.away', { distance }) : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}

/** Where a listing is, in words and, when tiles load, as a circle on a small map. */
export function ListingArea({ listing }: { listing: Partial<Placed> }) {
  const locale = useLocale();
  const t = useT('listings');
  const label = areaLabel(listing, locale);
  const { owner_latitude: latitude, owner_longitude: longitude } = listing;
  const placed = typeof latitude === 'number' && typeof longitude === 'number';
  const [failed, setFailed] = useState(false);
  const provider = useTileProvider();
  const tile = placed && provider ? tileAt(latitude, longitude, AREA_ZOOM) : undefined;
  const reachable = useTilesReachable(
    tile && `/api/tiles/${provider}/${AREA_ZOOM}/${tile.x}/${tile.y}`,
  );
  if (!label && !placed) return null;
  return (
    <section className="listing-area" aria-label={t('listings.area.label')}>
      {label && <p className="listing-area__label">{label}</p>}
      {placed && provider && reachable && !failed && (
        <Suspense fallback={null}>
          <AreaMap
            provider={provider}
            zoom={AREA_ZOOM}
            latitude={latitude}
            longitude={longitude}
            onUnavailable={() => {
              markTilesDown();
              setFailed(true);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
