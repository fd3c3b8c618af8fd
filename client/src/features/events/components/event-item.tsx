import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { distanceLabel } from '@client/lib/listing-distance';
import { timeSpan } from '@client/lib/time-span';
import { paths } from '@client/paths';
import type { NearbyEvent } from '@common/schemas/events';
import { Link } from 'react-router-dom';

/** One swap day of the list: what, when, where and how far, and how many are going (§7.19). */
export function EventItem({ event }: { event: NearbyEvent }) {
  const t = useT('events');
  const locale = useLocale();
  const distance = distanceLabel(event, locale);
  return (
    <li className="event-item card">
      <Link to={paths.event(event.id)} className="event-item__title">
        {event.title}
      </Link>
      <p>
        <time className="event-item__when" dateTime={event.starts_at}>
          <strong>{timeSpan(locale, event.starts_at, event.ends_at)}</strong>
        </time>
      </p>
      <p className="event-item__where">
        {distance
          ? t('events.list.placeAway', { place: event.place_name, distance })
          : event.place_name}
      </p>
      <p className="muted">
        {event.going
          ? t('events.list.goingWithYou', { count: event.going_count })
          : t('events.going.count', { count: event.going_count })}
      </p>
    </li>
  );
}
