import { Avatar } from '@client/components/avatar';
import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { ReportButton } from '@client/components/report-button';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { useTileProvider } from '@client/lib/tile-provider';
import { timeSpan } from '@client/lib/time-span';
import { paths } from '@client/paths';
import { lazy, Suspense, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useEvent } from '../api';
import { BringingList } from '../components/bringing-list';
import { HostPanel } from '../components/host-panel';
import { RsvpPanel } from '../components/rsvp-panel';
import '../events.css';

const PlaceMap = lazy(() => import('../components/place-map'));

/**
 * /swap-days/:id (docs/product.md §7.19): when and where, its pin on a small map, what it is,
 * who hosts it, how many are going and what they bring; the member's answer, or the host's
 * buttons; "Report" for everyone else.
 */
export function EventPage() {
  const t = useT('events', 'safety');
  const locale = useLocale();
  const id = Number(useParams().id);
  const me = useSession()?.user.id;
  const event = useEvent(id);
  const provider = useTileProvider();
  const goingId = useId();
  const bringingId = useId();
  if (event.isPending)
    return (
      <div className="page page--readable">
        <Loading />
      </div>
    );
  if (event.isError)
    return (
      <div className="page page--readable">
        <PageHeader title={t('events.list.title')} back={paths.events} />
        <Alert>{t('events.page.notFound')}</Alert>
      </div>
    );
  const shown = event.data;
  const hosting = shown.host.id === me;
  return (
    <div className="page page--readable event-page">
      <PageHeader title={shown.title} back={paths.events} />
      <section className="event-page__facts stack" aria-label={t('events.page.whenWhere')}>
        <p>
          <time dateTime={shown.starts_at}>
            <strong>{timeSpan(locale, shown.starts_at, shown.ends_at)}</strong>
          </time>
        </p>
        <p className="event-page__place">{shown.place_name}</p>
        {provider && (
          <Suspense fallback={null}>
            <PlaceMap
              provider={provider}
              latitude={shown.latitude}
              longitude={shown.longitude}
              placeName={shown.place_name}
            />
          </Suspense>
        )}
      </section>
      {shown.description && <p className="event-page__description">{shown.description}</p>}
      <p className="event-page__host">
        <Avatar src={shown.host.avatar} name={shown.host.username} size={32} />
        <span>
          {t('events.page.hostedBy')}{' '}
          <Link to={paths.seller(shown.host.id)}>{shown.host.username}</Link>
        </span>
      </p>
      {hosting && <HostPanel event={shown} />}
      <RsvpPanel event={shown} me={me} />
      <section className="stack" aria-labelledby={goingId}>
        <h2 id={goingId} className="event-page__subtitle">
          {t('events.going.count', { count: shown.going_count })}
        </h2>
        {shown.attendees.length > 0 && (
          <ul className="event-attendees" aria-label={t('events.page.attendees')}>
            {shown.attendees.map((member) => (
              <li key={member.id}>
                <Avatar src={member.avatar} name={member.username} size={24} />
                <span>{member.username}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby={bringingId}>
        <h2 id={bringingId} className="event-page__subtitle">
          {t('events.page.bringing')}
        </h2>
        <BringingList listings={shown.bringing} />
      </section>
      {!hosting && (
        <div className="row">
          <ReportButton target={{ type: 'event', id: shown.id }} subject={shown.title} />
        </div>
      )}
    </div>
  );
}
