import { buttonClass } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { PlusIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { statusOf } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { Link } from 'react-router-dom';
import { useNearbyEvents } from '../api';
import { EventItem } from '../components/event-item';
import '../events.css';

/**
 * /swap-days, "Swap days" (docs/product.md §7.19): upcoming swap days within 25 km of the
 * member's (cloaked) home, soonest first, and the way to host one. A readable width on desktop.
 */
export function EventsPage() {
  const t = useT('events');
  const events = useNearbyEvents();
  return (
    <div className="page page--readable">
      <PageHeader
        title={t('events.list.title')}
        actions={
          <Link to={paths.newEvent} className={buttonClass('primary', { small: true })}>
            <PlusIcon width={18} height={18} />
            {t('events.list.host')}
          </Link>
        }
      />
      {events.isPending ? (
        <Loading />
      ) : events.isError ? (
        // 422: the member has no home yet, so there is nothing to measure from.
        statusOf(events.error) === 422 ? (
          <div className="event-empty stack">
            <p>{t('events.list.noHome')}</p>
            <Link to={paths.editProfile}>{t('events.list.addHome')}</Link>
          </div>
        ) : (
          <Alert>{t('events.list.failed')}</Alert>
        )
      ) : events.data.length === 0 ? (
        <div className="event-empty stack">
          <p>
            <strong>{t('events.list.empty')}</strong>
          </p>
          <p>{t('events.list.what')}</p>
        </div>
      ) : (
        <>
          <p className="muted">{t('events.list.what')}</p>
          <ul className="event-list" aria-label={t('events.list.label')}>
            {events.data.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
