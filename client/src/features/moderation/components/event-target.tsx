import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { ReportTargetView } from '@common/schemas/moderation';
import { Link } from 'react-router-dom';
import { formatWhen } from '../format';
import { MemberLine } from './member-line';

type EventTarget = Extract<ReportTargetView, { type: 'event' }>;

/**
 * A reported swap day (docs/product.md §7.19, §14.3): its host, its title (to its page), when
 * and where, what it says, and whether neighbours still see it.
 */
export function EventTargetView({ target }: { target: EventTarget }) {
  const t = useT('moderation');
  const locale = useLocale();
  const { event } = target;
  const state = event?.removed_at
    ? 'moderation.event.removed'
    : event?.cancelled_at
      ? 'moderation.event.cancelled'
      : 'moderation.event.shown';
  return (
    <section className="mod-target" aria-label={t('moderation.target.event')}>
      {target.host && <MemberLine member={target.host} label={t('moderation.target.host')} />}
      {event ? (
        <div className="mod-thanks stack">
          <p>
            <Link to={paths.event(event.id)} className="mod-listing__title">
              {event.title}
            </Link>
          </p>
          <p className="muted mod-report__by">
            <time dateTime={event.starts_at}>{formatWhen(locale, event.starts_at)}</time> ·{' '}
            {event.place_name}
          </p>
          {event.description && (
            <blockquote className="mod-report__details">{event.description}</blockquote>
          )}
          <p>
            <span className={`mod-tag${event.removed_at ? ' mod-tag--bad' : ''}`}>{t(state)}</span>
          </p>
        </div>
      ) : (
        <p className="muted">{t('moderation.target.eventGone')}</p>
      )}
    </section>
  );
}
