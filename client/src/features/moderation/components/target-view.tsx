import { Avatar } from '@client/components/avatar';
import { LeafIcon } from '@client/components/icons';
import { imageUrl } from '@client/lib/images';
import { paths } from '@client/paths';
import type { ReportTargetView } from '@common/schemas/moderation';
import type { Listing, Message } from '@common/types';
import { Link } from 'react-router-dom';
import { formatWhen } from '../format';

type Member = NonNullable<Extract<ReportTargetView, { type: 'message' }>['sender']>;

/** A member as the desk shows them: picture, name, and whether they are suspended or gone. */
export function MemberLine({ member, label }: { member: Member; label?: string }) {
  return (
    <p className="mod-member">
      <Avatar src={member.profile_picture} name={member.username} size={32} />
      {label && <span className="muted">{label}</span>}
      {member.is_deleted ? (
        <span>{member.username}</span>
      ) : (
        <Link to={paths.seller(member.id)}>{member.username}</Link>
      )}
      {member.is_suspended && <span className="mod-tag mod-tag--bad">suspended</span>}
      {member.is_deleted && <span className="mod-tag">deleted their profile</span>}
    </p>
  );
}

const LISTING_STATE = { held: 'held after reports', removed: 'removed' } as const;

/** Who sees the listing when moderation does not hide it (docs/product.md §7.2). */
function shownTo(listing: Listing): string {
  if (!listing.is_active) return 'inactive';
  return listing.is_public ? 'shown to everyone' : 'shown to friends';
}

function ListingLine({ listing }: { listing: Listing }) {
  const src = imageUrl(listing.featured_image);
  return (
    <div className="mod-listing">
      {src ? (
        <img className="mod-listing__photo" src={src} alt={listing.title} loading="lazy" />
      ) : (
        <span
          className="mod-listing__photo mod-listing__photo--none"
          role="img"
          aria-label={`${listing.title} (no photo)`}
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
              {LISTING_STATE[listing.moderation]}
            </span>
          ) : (
            <span className="mod-tag">{shownTo(listing)}</span>
          )}
        </span>
      </span>
    </div>
  );
}

function MessageLine({ message, reported }: { message: Message; reported: boolean }) {
  return (
    <li className={`mod-message${reported ? ' mod-message--reported' : ''}`}>
      {reported && <span className="mod-tag mod-tag--bad">reported</span>}
      <p className="mod-message__text">{message.content}</p>
      <time className="muted mod-message__time" dateTime={message.created_at}>
        {formatWhen(message.created_at)}
      </time>
    </li>
  );
}

/**
 * What was reported, as the reporter saw it (docs/product.md §14.3): a listing with its photo,
 * a member with their listings, a message among the ones around it.
 */
export function TargetView({ target }: { target: ReportTargetView }) {
  if (target.type === 'listing') {
    return (
      <section className="mod-target" aria-label="Reported listing">
        {target.listing ? (
          <ListingLine listing={target.listing} />
        ) : (
          <p className="muted">The owner has deleted this listing since.</p>
        )}
        {target.owner && <MemberLine member={target.owner} label="Owner" />}
      </section>
    );
  }
  if (target.type === 'user') {
    return (
      <section className="mod-target" aria-label="Reported member">
        <MemberLine member={target.member} />
        {target.listings.length === 0 ? (
          <p className="muted">No listings.</p>
        ) : (
          <ul className="mod-target__listings" aria-label={`${target.member.username}'s listings`}>
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
  const around = target.context.some((m) => m.id === target.message?.id)
    ? target.context
    : [...target.context, ...(target.message ? [target.message] : [])].sort((a, b) => a.id - b.id);
  return (
    <section className="mod-target" aria-label="Reported message">
      {target.sender && <MemberLine member={target.sender} label="From" />}
      {target.receiver && <MemberLine member={target.receiver} label="To" />}
      {target.message ? (
        <ol className="mod-target__messages" aria-label="The conversation around it">
          {around.map((m) => (
            <MessageLine key={m.id} message={m} reported={m.id === target.message?.id} />
          ))}
        </ol>
      ) : (
        <p className="muted">This message is gone: its sender has deleted their profile.</p>
      )}
    </section>
  );
}
