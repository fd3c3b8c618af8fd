import { useT } from '@client/lib/i18n/use-i18n';
import type { Listing } from '@common/types';
import { SEED_FROM_KEYS, SEED_KIND_KEYS } from '../seed-labels';

/**
 * A seed listing's story on its page (docs/product.md §7.18): the variety as a heading, then
 * what the owner told of the kind, the year saved, where the seeds come from and a note.
 */
export function SeedStory({ listing }: { listing: Listing }) {
  const t = useT('listings');
  const seed = listing.seed;
  if (!seed) return null;
  const facts: [label: string, value: string][] = [
    [t('listings.seed.detail.kind'), t(SEED_KIND_KEYS[seed.kind])],
    ...(seed.saved_year === null
      ? []
      : [[t('listings.seed.detail.year'), String(seed.saved_year)] as [string, string]]),
    ...(seed.origin === null
      ? []
      : [[t('listings.seed.detail.origin'), t(SEED_FROM_KEYS[seed.origin])] as [string, string]]),
    ...(seed.note === null
      ? []
      : [[t('listings.seed.detail.note'), seed.note] as [string, string]]),
  ];
  // Nothing told yet: no story to show.
  if (!seed.variety && seed.kind === 'unknown' && facts.length === 1) return null;
  return (
    <section className="seed-story" aria-labelledby={`seed-story-${listing.id}`}>
      <h2 className="seed-story__title" id={`seed-story-${listing.id}`}>
        {seed.variety ?? t('listings.seed.detail.title')}
      </h2>
      <dl className="seed-story__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="seed-story__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
