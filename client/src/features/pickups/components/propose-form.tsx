import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextArea, TextField } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { dayOf } from '@client/lib/time-span';
import { PICKUP_AHEAD_MAX_DAYS, PICKUP_NOTE_MAX } from '@common/schemas/pickups';
import { type FormEvent, useId, useState } from 'react';
import { usePickupActions } from '../api';
import {
  checkPickupForm,
  emptyPickupForm,
  type PickupFormErrors,
  type PickupFormValues,
  problemValues,
  proposalOf,
} from '../pickup-form';

/** "2026-11-28": a day in the browser's time zone, as a date input reads it. */

/**
 * "Propose a pickup time" (docs/product.md §7.15): a day, from and until, and where to meet.
 * What the form can tell is said beside its field; what only the server knows (the listing is
 * no longer reserved, a time it refuses) in an alert with its words.
 */
export function ProposeForm({ listingId, onClose }: { listingId: number; onClose?: () => void }) {
  const t = useT('pickups');
  const titleId = useId();
  const { propose } = usePickupActions(listingId);
  const [values, setValues] = useState<PickupFormValues>(emptyPickupForm);
  const [errors, setErrors] = useState<PickupFormErrors>({});
  const now = new Date();
  const set = (field: keyof PickupFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const say = (field: keyof PickupFormValues) => {
    const problem = errors[field];
    return problem && t(problem, problemValues);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPickupForm(values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    propose.mutate(proposalOf(values), {
      onSuccess: () => {
        setValues(emptyPickupForm);
        onClose?.();
      },
    });
  };
  return (
    <form className="stack pickup-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className="pickup-panel__subtitle">
        {t('pickups.form.title')}
      </h3>
      {propose.isError && (
        <Alert onDismiss={() => propose.reset()}>
          {errorMessage(propose.error, t('pickups.form.failed'))}
        </Alert>
      )}
      <TextField
        label={t('pickups.form.day')}
        type="date"
        min={dayOf(now)}
        max={dayOf(new Date(now.getTime() + PICKUP_AHEAD_MAX_DAYS * 86_400_000))}
        value={values.day}
        onChange={(e) => set('day')(e.target.value)}
        error={say('day')}
      />
      <div className="pickup-form__times">
        <TextField
          label={t('pickups.form.from')}
          type="time"
          value={values.from}
          onChange={(e) => set('from')(e.target.value)}
          error={say('from')}
        />
        <TextField
          label={t('pickups.form.until')}
          type="time"
          value={values.until}
          onChange={(e) => set('until')(e.target.value)}
          error={say('until')}
        />
      </div>
      <TextArea
        label={t('pickups.form.note')}
        hint={t('pickups.form.noteHint')}
        rows={2}
        maxLength={PICKUP_NOTE_MAX}
        value={values.note}
        onChange={(e) => set('note')(e.target.value)}
        error={say('note')}
      />
      <div className="row">
        <Button type="submit" disabled={propose.isPending}>
          {propose.isPending ? t('pickups.form.sending') : t('pickups.form.submit')}
        </Button>
        {onClose && (
          <Button variant="ghost" onClick={onClose}>
            {t('pickups.form.close')}
          </Button>
        )}
      </div>
    </form>
  );
}
