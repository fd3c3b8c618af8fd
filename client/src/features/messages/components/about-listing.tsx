import { LeafIcon } from '@client/components/icons';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { paths } from '@client/paths';
import { priceLabel, stateLabel, stateTag } from '@common/listing-labels';
import type { Message } from '@common/types';
import { Link } from 'react-router-dom';
import './about-listing.css';

/**
 * The messages before which the thread shows what they are about: the first message about a
 * listing, and each one about another listing than the last one named (docs/product.md §10.7).
 * Messages about nothing in between do not interrupt a listing's conversation.
 */
export function listingSwitches(messages: Pick<Message, 'id' | 'listing_id'>[]): Set<number> {
  const switches = new Set<number>();
  let current: number | null = null;
  for (const m of messages) {
    if (m.listing_id === null || m.listing_id === undefined || m.listing_id === current) continue;
    current = m.listing_id;
    switches.add(m.id);
  }
  return switches;
}

/** A compact card of the listing a message is about, opening it; or that it is gone. */
export function AboutListing({ message }: { message: Pick<Message, 'listing'> }) {
  const listing = message.listing;
  const t = useT('messages');
  const locale = useLocale();
  // Deleted since, or one the viewer can no longer see.
  if (!listing) {
    return (
      <li className="about-listing about-listing--gone">
        <span className="about-listing__image about-listing__image--none" aria-hidden="true">
          <LeafIcon width={20} height={20} />
        </span>
        <span className="about-listing__text">{t('messages.about.gone')}</span>
      </li>
    );
  }
  const src = imageUrl(listing.image);
  const state =
    stateTag(listing.state_id, listing.type_id, locale) ?? stateLabel(listing.state_id, locale);
  const price = priceLabel(listing, locale);
  return (
    <li className="about-listing">
      <Link
        to={paths.listing(listing.id)}
        className="about-listing__link"
        aria-label={t('messages.about.label', { title: listing.title, price, state })}
      >
        {src ? (
          <img className="about-listing__image" src={src} alt="" width={48} height={48} />
        ) : (
          <span className="about-listing__image about-listing__image--none" aria-hidden="true">
            <LeafIcon width={20} height={20} />
          </span>
        )}
        <span className="about-listing__text">
          <span className="about-listing__title">{listing.title}</span>
          <span className="about-listing__meta">
            {price} · <span className="about-listing__state">{state}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
