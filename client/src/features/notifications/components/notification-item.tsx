import { Avatar } from '@client/components/avatar';
import { LeafIcon } from '@client/components/icons';
import { imageUrl } from '@client/lib/images';
import { useDistanceUnit } from '@client/lib/my-profile';
import { paths } from '@client/paths';
import { categoryName } from '@common/codes';
import { distanceText, notificationText } from '@common/notification-text';
import type { MatchNotification, MemberNotification } from '@common/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// Made on first use: the bell loads this module on every member page, and building a
// formatter there (ICU's locale data) cost a long task before any match is shown.
let dateFormat: Intl.DateTimeFormat | undefined;
function shortDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
  return dateFormat.format(new Date(iso));
}

/** Where each kind leads (docs/product.md §8.5). */
function linkOf(n: MemberNotification): string {
  switch (n.type) {
    case 'match':
    case 'listing_reserved':
    case 'listing_expiring':
      return paths.listing(n.listing.id);
    case 'friend_request':
      return `${paths.myFriends}?view=pending`;
    case 'friend_accepted':
      return paths.seller(n.actor.id);
  }
}

function ListingImage({ src }: { src: string | null }) {
  const image = imageUrl(src);
  return image ? (
    <img className="match__image" src={image} alt="" width={48} height={48} />
  ) : (
    <span className="match__image match__image--none" aria-hidden="true">
      <LeafIcon />
    </span>
  );
}

/** What a match says: the listing, what it matched, who offers it and how far. */
function MatchBody({ n }: { n: MatchNotification }) {
  const where = [n.seller.city, distanceText(n, useDistanceUnit())].filter(Boolean).join(' · ');
  return (
    <>
      <span className="match__title">{n.listing.title}</span>
      <span className="match__detail">
        matches “{n.want.title}” ({categoryName(n.want.category_id)}) · by {n.seller.username}
      </span>
      {where && <span className="match__detail">{where}</span>}
    </>
  );
}

/** One notification of any kind, a link to what it is about; opening it marks it read. */
export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: MemberNotification;
  onOpen: (n: MemberNotification) => void;
}) {
  let picture: ReactNode;
  let body: ReactNode;
  if (n.type === 'match') {
    picture = <ListingImage src={n.listing.featured_image} />;
    body = <MatchBody n={n} />;
  } else {
    picture =
      n.type === 'listing_reserved' || n.type === 'listing_expiring' ? (
        <ListingImage src={n.listing.featured_image} />
      ) : (
        <Avatar src={n.actor.profile_picture} name={n.actor.username} size={48} />
      );
    body = <span className="match__title">{notificationText(n)}</span>;
  }
  return (
    <li className={`match match--${n.type}${n.is_read ? '' : ' match--unread'}`}>
      <Link to={linkOf(n)} className="match__link" onClick={() => onOpen(n)}>
        {picture}
        <span className="match__text">
          {body}
          {!n.is_read && <span className="visually-hidden"> (new)</span>}
        </span>
        <time className="match__time" dateTime={n.created_at}>
          {shortDate(n.created_at)}
        </time>
      </Link>
    </li>
  );
}
