import { LeafIcon } from '@client/components/icons';
import { type Translate, useLocale, useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { paths } from '@client/paths';
import type { ReportTargetView } from '@common/schemas/moderation';
import type { Listing, Message } from '@common/types';
import { Link } from 'react-router-dom';
import { formatWhen } from '../format';
import { EventTargetView } from './event-target';
import { MemberLine } from './member-line';
import { ThanksTargetView } from './thanks-target';

/** Who sees the listing when moderation does not hide it (docs/product.md §7.2). */
function shownTo(listing: Listing, t: Translate<'moderation'>): string {
  if (!listing.is_active) return t('moderation.listing.inactive');
  return t(listing.is_public ? 'moderation.listing.public' : 'moderation.listing.friends');
}

function ListingLine({ listing }: { listing: Listing }) {
  const t = useT('moderation');
  const src = imageUrl(listing.featured_image);
  return (
    <div className="mod-listing">
      {src ? (
        <img className="mod-listing__photo" src={src} alt={listing.title} loading="lazy" />
      ) : (
        <span
          className="mod-listing__photo mod-listing__photo--none"
          role="img"
          aria-label={t('moderation.listing.noPhoto', { title: listing.title })}
        >
          <LeafIcon width={24} height={24} />
        </span>
      )}
      <span className="mod-listing__text">
        <Link to={paths.listing(listing.id)} className="mod-listing__title">
          {listing.title}
        </Link>
        {listing.description && (
          <span className="mod-listing__description">{listing.description}</span>
        )}
        <span>
          {listing.moderation ? (
            <span className={`mod-tag${listing.moderation === 'removed' ? ' mod-tag--bad' : ''}`}>
              {t(`moderation.listing.${listing.moderation}`)}
            </span>
          ) : (
            <span className="mod-tag">{shownTo(listing, t)}</span>
          )}
        </span>
      </span>
    </div>
  );
}

function MessageLine({ message, reported }: { message: Message; reported: boolean }) {
  const t = useT('moderation');
  const locale = useLocale();
  return (
    <li className={`mod-message${reported ? ' mod-message--reported' : ''}`}>
      {reported && <span className="mod-tag mod-tag--bad">{t('moderation.target.reported')}</span>}
      <p className="mod-message__text">{message.content}</p>
      <time className="muted mod-message__time" dateTime={message.created_at}>
        {formatWhen(locale, message.created_at)}
      </time>
    </li>
  );
}

/**
 * What was reported, as the reporter saw it (docs/product.md §14.3): a listing with its photo,
 * a member with their listings, a message among the ones around it, a thank-you, a swap day.
 */
export function TargetView({ target }: { target: ReportTargetView }) {
  const t = useT('moderation');
  if (target.type === 'listing') {
    return (
      <section className="mod-target" aria-label={t('moderation.target.listing')}>
        {target.listing ? (
          <ListingLine listing={target.listing} />
        ) : (
          <p className="muted">{t('moderation.target.listingDeleted')}</p>
        )}
        {target.owner && <MemberLine member={target.owner} label={t('moderation.target.owner')} />}
      </section>
    );
  }
  if (target.type === 'user') {
    return (
      <section className="mod-target" aria-label={t('moderation.target.member')}>
        <MemberLine member={target.member} />
        {target.listings.length === 0 ? (
          <p className="muted">{t('moderation.target.noListings')}</p>
        ) : (
          <ul
            className="mod-target__listings"
            aria-label={t('moderation.target.memberListings', {
              username: target.member.username,
            })}
          >
            {target.listings.map((listing) => (
              <li key={listing.id}>
                <ListingLine listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }
  if (target.type === 'thanks') return <ThanksTargetView target={target} />;
  if (target.type === 'event') return <EventTargetView target={target} />;
  const around = target.context.some((m) => m.id === target.message?.id)
    ? target.context
    : [...target.context, ...(target.message ? [target.message] : [])].sort((a, b) => a.id - b.id);
  return (
    <section className="mod-target" aria-label={t('moderation.target.message')}>
      {target.sender && <MemberLine member={target.sender} label={t('moderation.target.from')} />}
      {target.receiver && <MemberLine member={target.receiver} label={t('moderation.target.to')} />}
      {target.message ? (
        <ol className="mod-target__messages" aria-label={t('moderation.target.conversation')}>
          {around.map((m) => (
            <MessageLine key={m.id} message={m} reported={m.id === target.message?.id} />
          ))}
        </ol>
      ) : (
        <p className="muted">{t('moderation.target.messageGone')}</p>
      )}
    </section>
  );
}
