import { distanceLabel } from '@client/lib/listing-distance';
import type { Listing } from '@common/types';
import { lazy, Suspense, useState } from 'react';

const AreaMap = lazy(() => import('./area-map'));

type Placed = Pick<
  Listing,
  'owner_city' | 'owner_latitude' | 'owner_longitude' | 'distance' | 'distance_unit'
>;

/** "Near Salt Lake City · 0.8 mi away": the owner's public city, never a street (docs/product.md §7.6). */
export function areaLabel(listing: Partial<Placed>): string | undefined {
  const distance = distanceLabel(listing);
  const parts = [
    listing.owner_city ? `Near ${listing.owner_city}` : undefined,
    distance ? `${distance} away` : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}

/** Where a listing is, in words and, when tiles load, as a circle on a small map. */
export function ListingArea({ listing }: { listing: Partial<Placed> }) {
  const [tiles, setTiles] = useState(true);
  const label = areaLabel(listing);
  const { owner_latitude: latitude, owner_longitude: longitude } = listing;
  const placed = typeof latitude === 'number' && typeof longitude === 'number';
  if (!label && !placed) return null;
  return (
    <section className="listing-area" aria-label="Where it is">
      {label && <p className="listing-area__label">{label}</p>}
      {placed && tiles && (
        <Suspense fallback={null}>
          <AreaMap
            latitude={latitude}
            longitude={longitude}
            onUnavailable={() => setTiles(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
