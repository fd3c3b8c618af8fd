import { dayOf, momentOf, timeOf } from '@client/lib/time-span';
import {
  EVENT_AHEAD_MAX_DAYS,
  EVENT_LONGEST_HOURS,
  type Event,
  type EventInput,
  eventInputSchema,
} from '@common/schemas/events';
import { HOUR_MS } from '@common/time';

/** The swap-day form as typed: texts, a day and two times (native inputs), and the pin. */
export interface EventFormValues {
  title: string;
  description: string;
  day: string;
  from: string;
  until: string;
  place_name: string;
  /** Where the host put the pin on the map; null until they do. */
  place: { latitude: number; longitude: number } | null;
  /** The host says the place is their home, to be shown to everyone who sees the swap day. */
  at_my_home: boolean;
}

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  day: '',
  from: '',
  until: '',
  place_name: '',
  place: null,
  at_my_home: false,
};

/** The form filled with a swap day as it is, for its host to change (times in the browser's zone). */
export function formOf(event: Event): EventFormValues {
  const starts = new Date(event.starts_at);
  return {
    title: event.title,
    description: event.description,
    day: dayOf(starts),
    from: timeOf(starts),
    until: timeOf(new Date(event.ends_at)),
    place_name: event.place_name,
    place: { latitude: event.latitude, longitude: event.longitude },
    // Not kept by the server: asked again only if the pin moves to the host's home.
    at_my_home: false,
  };
}

export type EventField = keyof EventFormValues;
/** What is wrong with a field, already in the reader's language. */
export type EventFormErrors = Partial<Record<EventField, string>>;
type Say = (key: EventFormProblem, values?: Record<string, number>) => string;

type EventFormProblem =
  | 'events.form.error.day'
  | 'events.form.error.from'
  | 'events.form.error.until'
  | 'events.form.error.past'
  | 'events.form.error.tooFar'
  | 'events.form.error.endsFirst'
  | 'events.form.error.tooLong'
  | 'events.form.error.place';

/** The body of POST /events and PATCH /events/{id}: the moments in UTC, the texts as typed. */
function inputOf(values: EventFormValues) {
  return {
    title: values.title,
    description: values.description,
    starts_at: momentOf(values.day, values.from).toISOString(),
    ends_at: momentOf(values.day, values.until).toISOString(),
    place_name: values.place_name,
    latitude: values.place?.latitude,
    longitude: values.place?.longitude,
    at_my_home: values.at_my_home,
  };
}

/** Which field of the form a schema's issue belongs beside. */
const FIELD_OF: Record<string, EventField> = {
  title: 'title',
  description: 'description',
  place_name: 'place_name',
  starts_at: 'from',
  ends_at: 'until',
  latitude: 'place',
  longitude: 'place',
  at_my_home: 'place',
};

/** The fields the shared schema words itself, as the server does. */
const TEXT_FIELDS = ['title', 'description', 'place_name'] as const;

/**
 * The rules the server holds (docs/product.md §7.19), checked before asking it so each is said
 * beside its field: the texts by the shared schema itself (its messages, as the server words
 * them), the times as the pickup form checks them — a start ahead and within 180 days, an end
 * after it and at most 12 hours later — and a pin on the map.
 */
export function checkEventForm(
  values: EventFormValues,
  now: Date,
  say: Say,
): { errors: EventFormErrors; input?: EventInput } {
  const errors: EventFormErrors = {};
  if (!values.day) errors.day = say('events.form.error.day');
  if (!values.from) errors.from = say('events.form.error.from');
  if (!values.until) errors.until = say('events.form.error.until');
  if (!values.place) errors.place = say('events.form.error.place');
  if (!errors.day && !errors.from && !errors.until) {
    const starts = momentOf(values.day, values.from);
    const length = momentOf(values.day, values.until).getTime() - starts.getTime();
    if (starts <= now) errors.from = say('events.form.error.past');
    else if (starts.getTime() > now.getTime() + EVENT_AHEAD_MAX_DAYS * 24 * HOUR_MS)
      errors.day = say('events.form.error.tooFar', { max: EVENT_AHEAD_MAX_DAYS });
    if (length <= 0) errors.until = say('events.form.error.endsFirst');
    else if (length > EVENT_LONGEST_HOURS * HOUR_MS)
      errors.until = say('events.form.error.tooLong', { hours: EVENT_LONGEST_HOURS });
  }
  for (const field of TEXT_FIELDS) {
    const checked = eventInputSchema.shape[field].safeParse(values[field]);
    if (!checked.success) errors[field] = checked.error.issues[0]?.message;
  }
  if (Object.keys(errors).length) return { errors };
  const parsed = eventInputSchema.safeParse(inputOf(values));
  if (parsed.success) return { errors, input: parsed.data };
  // Little is left for the whole schema to refuse: said beside the field it names.
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? 'title';
    errors[field] ??= issue.message;
  }
  return { errors };
}
