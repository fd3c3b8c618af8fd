import { Avatar } from '@client/components/avatar';
import { LeafIcon } from '@client/components/icons';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { useDistanceUnit } from '@client/lib/my-profile';
import { categoryName } from '@common/codes';
import { formatDate } from '@common/i18n/formats';
import { notificationPath } from '@common/notification-path';
import type { MatchNotification, MemberNotification } from '@common/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { matchDistance, notificationSentence } from '../notification-text';

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
  const t = useT('notifications');
  const locale = useLocale();
  const where = [n.seller.city, matchDistance(n, useDistanceUnit(), locale)]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <span className="match__title">{n.listing.title}</span>
      <span className="match__detail">
        {t('notifications.match.detail', {
          want: n.want.title,
          category: categoryName(n.want.category_id),
          seller: n.seller.username,
        })}
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
  const t = useT('notifications');
  const locale = useLocale();
  let picture: ReactNode;
  let body: ReactNode;
  if (n.type === 'match') {
    picture = <ListingImage src={n.listing.featured_image} />;
    body = <MatchBody n={n} />;
  } else {
    picture =
      // A seasonal want's news has no listing and no one behind it: the leaf (§8.11).
      n.type === 'season_started' ? (
        <ListingImage src={null} />
      ) : n.type === 'listing_reserved' ||
        n.type === 'listing_drawn' ||
        n.type === 'listing_expiring' ? (
        <ListingImage src={n.listing.featured_image} />
      ) : (
        <Avatar src={n.actor.profile_picture} name={n.actor.username} size={48} />
      );
    body = <span className="match__title">{notificationSentence(n, locale)}</span>;
  }
  return (
    <li className={`match match--${n.type}${n.is_read ? '' : ' match--unread'}`}>
      <Link to={notificationPath(n)} className="match__link" onClick={() => onOpen(n)}>
        {picture}
        <span className="match__text">
          {body}
          {!n.is_read && (
            <span className="visually-hidden">{` ${t('notifications.item.new')}`}</span>
          )}
        </span>
        <time className="match__time" dateTime={n.created_at}>
          {formatDate(locale, n.created_at, 'monthDay')}
        </time>
      </Link>
    </li>
  );
}
