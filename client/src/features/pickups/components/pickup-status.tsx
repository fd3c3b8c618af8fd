import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { errorMessage } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { timeSpan } from '@client/lib/time-span';
import type { CurrentPickup } from '@common/schemas/pickups';
import type { Listing } from '@common/types';
import { useState } from 'react';
import { type PickupAction, usePickupActions } from '../api';
import { CalendarButton } from './calendar-button';
import { FollowUp } from './follow-up';
import { ProposeForm } from './propose-form';

interface Props {
  pickup: CurrentPickup;
  listing: Listing;
  me: number;
  isOwner: boolean;
  /** The other party's username. */
  other: string;
}

/**
 * Where the pickup stands, for one of its two parties (docs/product.md §7.15): a time waiting
 * for the other or for me to answer, or the agreed one. Another time may be proposed at any
 * point before it is agreed; it replaces the one waiting.
 */
export function PickupStatus({ pickup, listing, me, isOwner, other }: Props) {
  const t = useT('pickups');
  const locale = useLocale();
  const [proposing, setProposing] = useState(false);
  const { answer } = usePickupActions(listing.id);
  if (pickup.state === 'accepted' && pickup.over && isOwner)
    return <FollowUp pickup={pickup} listing={listing} other={other} />;
  const when = timeSpan(locale, pickup.starts_at, pickup.ends_at);
  const act = (action: PickupAction) => answer.mutate({ action, id: pickup.id });
  const busy = answer.isPending;
  const mine = pickup.proposed_by === me;
  const agreed = pickup.state === 'accepted';
  let line: string;
  if (agreed)
    line = pickup.note
      ? t('pickups.agreedAt', { when, note: pickup.note })
      : t('pickups.agreed', { when });
  else if (mine) line = t('pickups.proposedByMe', { when, name: other });
  else line = t('pickups.proposedByThem', { when, name: other });
  return (
    <div className="stack">
      <p className="pickup-panel__line" aria-live="polite">
        <strong>{line}</strong>
      </p>
      {!agreed && pickup.note && (
        <p className="pickup-panel__note">{t('pickups.meetingPoint', { note: pickup.note })}</p>
      )}
      {answer.isError && (
        <Alert onDismiss={() => answer.reset()}>
          {errorMessage(answer.error, t('pickups.action.failed'))}
        </Alert>
      )}
      <div className="row pickup-panel__actions">
        {!agreed && !mine && (
          <>
            <Button disabled={busy} onClick={() => act('accept')}>
              {t('pickups.action.accept')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => act('decline')}>
              {t('pickups.action.decline')}
            </Button>
          </>
        )}
        {agreed && <CalendarButton pickupId={pickup.id} />}
        {(mine || agreed) && !pickup.over && (
          <Button variant="ghost" small={agreed} disabled={busy} onClick={() => act('cancel')}>
            {t('pickups.action.cancel')}
          </Button>
        )}
        {!agreed && !proposing && (
          <Button variant="ghost" disabled={busy} onClick={() => setProposing(true)}>
            {t('pickups.action.another')}
          </Button>
        )}
      </div>
      {proposing && <ProposeForm listingId={listing.id} onClose={() => setProposing(false)} />}
    </div>
  );
}
