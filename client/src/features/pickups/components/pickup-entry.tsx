import { Avatar } from '@client/components/avatar';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { useSession } from '@client/lib/session';
import { timeSpan } from '@client/lib/time-span';
import { paths } from '@client/paths';
import type { PickupEntry } from '@common/schemas/pickups';
import { Link } from 'react-router-dom';
import { CalendarButton } from './calendar-button';

/** One upcoming pickup: what, with whom, when, and where it stands (docs/product.md §7.15). */
export function PickupEntryItem({ entry }: { entry: PickupEntry }) {
  const t = useT('pickups');
  const locale = useLocale();
  const me = useSession()?.user.id;
  const name = entry.other_member.username;
  const photo = imageUrl(entry.listing.featured_image);
  const agreed = entry.state === 'accepted';
  const state = agreed
    ? t('pickups.state.agreed')
    : entry.proposed_by === me
      ? t('pickups.state.waitingFor', { name })
      : t('pickups.state.waitingForYou');
  return (
    <li className="pickup-entry card">
      {photo ? (
        <img className="pickup-entry__photo" src={photo} alt="" width={64} height={64} />
      ) : (
        <span className="pickup-entry__photo" aria-hidden="true" />
      )}
      <div className="pickup-entry__body stack">
        <Link to={paths.listing(entry.listing.id)} className="pickup-entry__title">
          {entry.listing.title}
        </Link>
        <p className="pickup-entry__who">
          <Avatar src={entry.other_member.profile_picture} name={name} size={28} />
          <span>{t('pickups.page.with', { name })}</span>
        </p>
        <p>
          <time className="pickup-entry__when" dateTime={entry.starts_at}>
            <strong>{timeSpan(locale, entry.starts_at, entry.ends_at)}</strong>
          </time>{' '}
          <span className="tag">{state}</span>
        </p>
        {entry.note && <p className="muted">{t('pickups.meetingPoint', { note: entry.note })}</p>}
        {agreed && (
          <div className="row">
            <CalendarButton pickupId={entry.id} />
          </div>
        )}
      </div>
    </li>
  );
}
