import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import type { Event } from '@common/schemas/events';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadEventCalendar, useRsvp } from '../api';
import { BringPicker } from './bring-picker';

/**
 * The member's answer to a swap day (docs/product.md §7.19): "I'm going" (with what they bring),
 * then "You're going" with "Change what I bring" and "Not going"; and "Add to calendar".
 */
export function RsvpPanel({ event, me }: { event: Event; me: number | undefined }) {
  const t = useT('events');
  const [picking, setPicking] = useState(false);
  const { leave } = useRsvp(event.id);
  const calendar = useMutation({ mutationFn: () => downloadEventCalendar(event.id) });
  const mine = event.bringing.filter((l) => l.owner_id === me).map((l) => l.id);
  return (
    <section className="event-rsvp card stack" aria-label={t('events.rsvp.label')}>
      {event.going ? (
        <>
          <p className="event-rsvp__state">
            <strong>{t('events.rsvp.going')}</strong>
          </p>
          <div className="row event-rsvp__actions">
            <Button variant="secondary" small onClick={() => setPicking(true)}>
              {t('events.rsvp.change')}
            </Button>
            <Button variant="ghost" small disabled={leave.isPending} onClick={() => leave.mutate()}>
              {t('events.rsvp.leave')}
            </Button>
          </div>
        </>
      ) : (
        <div className="row event-rsvp__actions">
          <Button onClick={() => setPicking(true)}>{t('events.rsvp.join')}</Button>
        </div>
      )}
      <div className="row">
        <Button
          variant="secondary"
          small
          disabled={calendar.isPending}
          onClick={() => calendar.mutate()}
        >
          {t('events.rsvp.calendar')}
        </Button>
      </div>
      {leave.isError && (
        <Alert onDismiss={() => leave.reset()}>
          {errorMessage(leave.error, t('events.rsvp.leaveFailed'))}
        </Alert>
      )}
      {calendar.isError && (
        <Alert onDismiss={() => calendar.reset()}>{t('events.rsvp.calendarFailed')}</Alert>
      )}
      {picking && (
        <BringPicker eventId={event.id} open chosen={mine} onClose={() => setPicking(false)} />
      )}
    </section>
  );
}
