import { LeafIcon } from '@client/components/icons';
import { imageUrl } from '@client/lib/images';
import { paths } from '@client/paths';
import { categoryName } from '@common/codes';
import type { MatchNotification } from '@common/types';
import { Link } from 'react-router-dom';

/** "about 10 km away", "less than 1 km away", or nothing for a friend with no location. */
export function distanceText(n: Pick<MatchNotification, 'distance_km' | 'is_friend'>): string {
  const parts = [];
  if (n.is_friend) parts.push('your friend');
  if (n.distance_km !== null)
    parts.push(n.distance_km < 1 ? 'less than 1 km away' : `${n.distance_km} km away`);
  return parts.join(', ');
}

// Made on first use: the bell loads this module on every member page, and building a
// formatter there (ICU's locale data) cost a long task before any match is shown.
let dateFormat: Intl.DateTimeFormat | undefined;
function shortDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
  return dateFormat.format(new Date(iso));
}

/** One match: the listing (a link to it), what it matched, who offers it and how far. */
export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: MatchNotification;
  onOpen: (n: MatchNotification) => void;
}) {
  const image = imageUrl(n.listing.featured_image);
  const where = [n.seller.city, distanceText(n)].filter(Boolean).join(' · ');
  return (
    <li className={`match${n.is_read ? '' : ' match--unread'}`}>
      <Link to={paths.listing(n.listing.id)} className="match__link" onClick={() => onOpen(n)}>
        {image ? (
          <img className="match__image" src={image} alt="" width={48} height={48} />
        ) : (
          <span className="match__image match__image--none" aria-hidden="true">
            <LeafIcon />
          </span>
        )}
        <span className="match__text">
          <span className="match__title">
            {n.listing.title}
            {!n.is_read && <span className="visually-hidden"> (new)</span>}
          </span>
          <span className="match__detail">
            matches “{n.want.title}” ({categoryName(n.want.category_id)}) · by {n.seller.username}
          </span>
          {where && <span className="match__detail">{where}</span>}
        </span>
        <time className="match__time" dateTime={n.created_at}>
          {shortDate(n.created_at)}
        </time>
      </Link>
    </li>
  );
}
