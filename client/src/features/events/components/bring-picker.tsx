import { Button } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert, Loading } from '@client/components/feedback';
import { Checkbox } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { priceLabel } from '@common/listing-labels';
import { EVENT_BRINGING_MAX } from '@common/schemas/events';
import { useState } from 'react';
import { useMyBringableListings, useRsvp } from '../api';

/**
 * "I'm going" and "Change what I bring" (docs/product.md §7.19): the member ticks which of their
 * own listings open to others they bring — none is fine, they just come — and says so.
 */
export function BringPicker({
  eventId,
  open,
  chosen,
  onClose,
}: {
  eventId: number;
  open: boolean;
  /** What they already said they bring, ticked at the start. */
  chosen: number[];
  onClose: () => void;
}) {
  const t = useT('events');
  const locale = useLocale();
  const listings = useMyBringableListings(open);
  const { going } = useRsvp(eventId);
  const [picked, setPicked] = useState<number[]>(chosen);
  const toggle = (id: number, on: boolean) =>
    setPicked((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const close = () => {
    going.reset();
    onClose();
  };
  const tooMany = picked.length > EVENT_BRINGING_MAX;
  return (
    <Dialog
      open={open}
      title={t('events.bring.title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('events.bring.close')}
          </Button>
          <Button
            disabled={going.isPending || tooMany}
            onClick={() => going.mutate(picked, { onSuccess: onClose })}
          >
            {t('events.bring.confirm', { count: picked.length })}
          </Button>
        </>
      }
    >
      <p className="muted">{t('events.bring.hint')}</p>
      {listings.isPending ? (
        <Loading />
      ) : listings.isError ? (
        <Alert>{t('events.bring.failed')}</Alert>
      ) : listings.data.length === 0 ? (
        <p>{t('events.bring.none')}</p>
      ) : (
        <fieldset className="bring-picker">
          <legend className="visually-hidden">{t('events.bring.title')}</legend>
          {listings.data.map((listing) => (
            <Checkbox
              key={listing.id}
              label={`${listing.title} · ${priceLabel(listing, locale)}`}
              checked={picked.includes(listing.id)}
              onChange={(e) => toggle(listing.id, e.target.checked)}
            />
          ))}
        </fieldset>
      )}
      {tooMany && (
        <p className="field__error" role="alert">
          {t('events.bring.tooMany', { max: EVENT_BRINGING_MAX })}
        </p>
      )}
      {going.isError && (
        <Alert onDismiss={() => going.reset()}>
          {errorMessage(going.error, t('events.bring.rsvpFailed'))}
        </Alert>
      )}
    </Dialog>
  );
}
