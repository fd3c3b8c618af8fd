import { useT } from '@client/lib/i18n/use-i18n';
import type { Listing } from '@common/types';
import { seedLine } from '../seed-labels';

/**
 * A seed listing's variety and "heirloom · saved 2025" under a card's title (docs/product.md
 * §7.18); nothing for a listing without a story or with nothing to say.
 */
export function SeedLine({ listing, className }: { listing: Listing; className: string }) {
  const t = useT('listings');
  const seed = listing.seed;
  if (!seed) return null;
  const line = seedLine(seed, t);
  if (!seed.variety && !line) return null;
  return (
    <span className={className}>
      {seed.variety && <span className={`${className}-variety`}>{seed.variety}</span>}
      {seed.variety && line && ' · '}
      {line && <span className={`${className}-kind`}>{line}</span>}
    </span>
  );
}
