import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { Checkbox, TextArea, TextField } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { useTileProvider } from '@client/lib/tile-provider';
import { dayOf } from '@client/lib/time-span';
import { DEFAULT_CENTER } from '@common/map';
import {
  EVENT_AHEAD_MAX_DAYS,
  EVENT_DESCRIPTION_MAX,
  EVENT_PLACE_MAX,
  EVENT_TITLE_MAX,
  type EventInput,
} from '@common/schemas/events';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useEventOrigin } from '../api';
import {
  checkEventForm,
  type EventField,
  type EventFormErrors,
  type EventFormValues,
} from '../event-form';

const PlacePicker = lazy(() => import('./place-picker'));

/**
 * The swap-day form (docs/product.md §7.19), for a new one and its host's changes: title,
 * description, the day and hours, the place's name and its pin on the map, which opens on the
 * member's cloaked point, never their home, and whether the place is their home. What the form
 * can tell is said beside its field; what only the server knows (three upcoming already, five
 * made today, a pin at their home, a time it refuses) in an alert with its words.
 */
export function EventForm({
  initial,
  submitLabel,
  pending,
  error,
  onDismissError,
  onSubmit,
}: {
  initial: EventFormValues;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onDismissError: () => void;
  onSubmit: (input: EventInput) => void;
}) {
  const t = useT('events');
  const hintId = useId();
  const placeErrorId = useId();
  const [values, setValues] = useState<EventFormValues>(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const origin = useEventOrigin();
  const provider = useTileProvider();
  const now = new Date();
  const set = <F extends EventField>(field: F, value: EventFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEventForm(values, new Date(), t);
    setErrors(checked.errors);
    if (checked.input) onSubmit(checked.input);
  };
  const start = origin.data ?? DEFAULT_CENTER;
  return (
    <form className="stack event-form" onSubmit={submit} noValidate>
      {error ? (
        <Alert onDismiss={onDismissError}>{errorMessage(error, t('events.form.failed'))}</Alert>
      ) : null}
      <TextField
        label={t('events.form.title')}
        maxLength={EVENT_TITLE_MAX}
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
      />
      <TextArea
        label={t('events.form.description')}
        hint={t('events.form.descriptionHint')}
        rows={4}
        maxLength={EVENT_DESCRIPTION_MAX}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <TextField
        label={t('events.form.day')}
        type="date"
        min={dayOf(now)}
        max={dayOf(new Date(now.getTime() + EVENT_AHEAD_MAX_DAYS * 86_400_000))}
        value={values.day}
        onChange={(e) => set('day', e.target.value)}
        error={errors.day}
      />
      <div className="event-form__times">
        <TextField
          label={t('events.form.from')}
          type="time"
          value={values.from}
          onChange={(e) => set('from', e.target.value)}
          error={errors.from}
        />
        <TextField
          label={t('events.form.until')}
          type="time"
          value={values.until}
          onChange={(e) => set('until', e.target.value)}
          error={errors.until}
        />
      </div>
      <TextField
        label={t('events.form.placeName')}
        hint={t('events.form.placeNameHint')}
        maxLength={EVENT_PLACE_MAX}
        value={values.place_name}
        onChange={(e) => set('place_name', e.target.value)}
        error={errors.place_name}
      />
      <fieldset className="event-form__place stack">
        <legend className="field__label">{t('events.form.place')}</legend>
        <p className="field__hint" id={hintId}>
          {t('events.form.placeHint')}
        </p>
        {origin.isPending || !provider ? (
          <Loading />
        ) : (
          <Suspense fallback={<Loading />}>
            <PlacePicker
              provider={provider}
              start={start}
              value={values.place}
              onPick={(point) => set('place', point)}
              describedBy={errors.place ? placeErrorId : hintId}
            />
          </Suspense>
        )}
        {errors.place && (
          <p className="field__error" id={placeErrorId} role="alert">
            {errors.place}
          </p>
        )}
        <Checkbox
          label={t('events.form.atMyHome')}
          checked={values.at_my_home}
          onChange={(e) => set('at_my_home', e.target.checked)}
        />
      </fieldset>
      <div className="row">
        <Button type="submit" disabled={pending}>
          {pending ? t('events.form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
