import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { LISTING_TYPES } from '@common/codes';
import type { CurrentPickup } from '@common/schemas/pickups';
import type { Listing } from '@common/types';
import { useHandOver, usePickupActions } from '../api';

/**
 * After an agreed pickup's end, its owner says how it went (docs/product.md §7.15): handed over
 * (the listing marked sold or given, §7.13), or a no-show, which the member is never told. A
 * no-show said, the owner relists it with the listing's own buttons when ready.
 */
export function FollowUp({
  pickup,
  listing,
  other,
}: {
  pickup: CurrentPickup;
  listing: Listing;
  other: string;
}) {
  const t = useT('pickups');
  const handOver = useHandOver(listing.id);
  const { answer } = usePickupActions(listing.id);
  const busy = handOver.isPending || answer.isPending;
  const failed = handOver.error ?? answer.error;
  const sold = listing.type_id === LISTING_TYPES.sell ? 'yes' : 'no';
  return (
    <div className="stack">
      <p className="pickup-panel__line" aria-live="polite">
        {pickup.no_show ? (
          t('pickups.followUp.noted', { name: other })
        ) : (
          <strong>{t('pickups.followUp.question', { name: other })}</strong>
        )}
      </p>
      {failed && (
        <Alert
          onDismiss={() => {
            handOver.reset();
            answer.reset();
          }}
        >
          {errorMessage(failed, t('pickups.action.failed'))}
        </Alert>
      )}
      <div className="row pickup-panel__actions">
        <Button disabled={busy} onClick={() => handOver.mutate()}>
          {t('pickups.followUp.handOver', { sold })}
        </Button>
        {!pickup.no_show && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => answer.mutate({ action: 'noShow', id: pickup.id })}
          >
            {t('pickups.followUp.noShow')}
          </Button>
        )}
      </div>
    </div>
  );
}
