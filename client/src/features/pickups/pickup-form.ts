import { momentOf } from '@client/lib/time-span';
import {
  PICKUP_AHEAD_MAX_DAYS,
  PICKUP_LONGEST_HOURS,
  PICKUP_NOTE_MAX,
  type PickupProposal,
} from '@common/schemas/pickups';
import { HOUR_MS } from '@common/time';

/** The proposal form as typed: a day and two times (native inputs), and a note. */
export interface PickupFormValues {
  day: string;
  from: string;
  until: string;
  note: string;
}

export const emptyPickupForm: PickupFormValues = { day: '', from: '', until: '', note: '' };

type PickupFormProblem =
  | 'pickups.form.error.day'
  | 'pickups.form.error.from'
  | 'pickups.form.error.until'
  | 'pickups.form.error.past'
  | 'pickups.form.error.tooFar'
  | 'pickups.form.error.endsFirst'
  | 'pickups.form.error.tooLong'
  | 'pickups.form.error.noteTooLong';

export type PickupFormErrors = Partial<Record<keyof PickupFormValues, PickupFormProblem>>;

/** What each message says besides its words. */
export const problemValues = {
  max: PICKUP_AHEAD_MAX_DAYS,
  hours: PICKUP_LONGEST_HOURS,
  chars: PICKUP_NOTE_MAX,
};

/**
 * The rules the server holds (docs/product.md §7.15), checked before asking it so each is said
 * beside its field: a start ahead and within 30 days, an end after it and at most 4 hours later.
 */
export function checkPickupForm(values: PickupFormValues, now: Date): PickupFormErrors {
  const errors: PickupFormErrors = {};
  if (!values.day) errors.day = 'pickups.form.error.day';
  if (!values.from) errors.from = 'pickups.form.error.from';
  if (!values.until) errors.until = 'pickups.form.error.until';
  if (values.note.trim().length > PICKUP_NOTE_MAX) errors.note = 'pickups.form.error.noteTooLong';
  if (errors.day || errors.from || errors.until) return errors;
  const starts = momentOf(values.day, values.from);
  const length = momentOf(values.day, values.until).getTime() - starts.getTime();
  if (starts <= now) errors.from = 'pickups.form.error.past';
  else if (starts.getTime() > now.getTime() + PICKUP_AHEAD_MAX_DAYS * 24 * HOUR_MS)
    errors.day = 'pickups.form.error.tooFar';
  if (length <= 0) errors.until = 'pickups.form.error.endsFirst';
  else if (length > PICKUP_LONGEST_HOURS * HOUR_MS) errors.until = 'pickups.form.error.tooLong';
  return errors;
}

/** The body of POST /listings/{id}/pickups: the moments in UTC, the note when there is one. */
export function proposalOf(values: PickupFormValues): PickupProposal {
  const note = values.note.trim();
  return {
    starts_at: momentOf(values.day, values.from).toISOString(),
    ends_at: momentOf(values.day, values.until).toISOString(),
    ...(note ? { note } : {}),
  };
}
