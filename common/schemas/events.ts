import { z } from 'zod';
import { text } from '../i18n/format';
import { say } from '../i18n/zod-messages';
import { DISTANCE_UNITS } from '../units';
import { idField } from './ids';
import { listingSchema } from './listing-response';
import { queryNumber } from './query';

/** docs/product.md §7.19: a swap day's texts, how far ahead and how long it may be. */
const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 80;
export const EVENT_DESCRIPTION_MAX = 1000;
export const EVENT_PLACE_MAX = 80;
export const EVENT_AHEAD_MAX_DAYS = 180;
export const EVENT_LONGEST_HOURS = 12;
/** Upcoming events one host may have at once. */
export const EVENTS_PER_HOST = 3;
/** Swap days one host may create in 24 hours, cancelled ones counted. */
export const EVENTS_CREATED_PER_DAY = 5;
/** A place this close to the host's own home is their home, unless they say it is (§7.19). */
export const EVENT_HOME_METRES = 150;
/** Listings one attendee may say they bring. */
export const EVENT_BRINGING_MAX = 10;
/** GET /events?within=: kilometres around the viewer's point. */
const EVENTS_WITHIN_MIN_KM = 1;
const EVENTS_WITHIN_MAX_KM = 100;
const EVENTS_WITHIN_DEFAULT_KM = 25;
/** Events one list answers, soonest first. */
export const EVENTS_PAGE = 50;

const when = (name: string) =>
  z.iso.datetime({ offset: true, ...say('events.validation.time', { name }) });

const between = (name: string, min: number, max: number) => {
  const message = say('validation.fieldBetween', { name, min, max });
  return z.number(message).min(min, message).max(max, message);
};

const titleMessage = say('events.validation.title', {
  min: EVENT_TITLE_MIN,
  max: EVENT_TITLE_MAX,
});
const placeMessage = say('events.validation.placeName', { max: EVENT_PLACE_MAX });

const eventFields = z.object({
  title: z
    .string(titleMessage)
    .trim()
    .min(EVENT_TITLE_MIN, titleMessage)
    .max(EVENT_TITLE_MAX, titleMessage),
  description: z
    .string(say('validation.fieldText', { name: 'description' }))
    .trim()
    .max(
      EVENT_DESCRIPTION_MAX,
      say('events.validation.descriptionTooLong', { max: EVENT_DESCRIPTION_MAX }),
    ),
  starts_at: when('starts_at'),
  ends_at: when('ends_at'),
  place_name: z.string(placeMessage).trim().min(1, placeMessage).max(EVENT_PLACE_MAX, placeMessage),
  latitude: between('latitude', -90, 90),
  longitude: between('longitude', -180, 180),
  /** The host says the place is their home, to be shown to everyone who sees the swap day. */
  at_my_home: z.boolean(say('validation.fieldTrueOrFalse', { name: 'at_my_home' })),
});

/**
 * The end after the start and at most 12 hours later, checked whenever both are given; "in the
 * future, within 180 days" moves with the server's clock, so the service checks it (and, on a
 * change, the times the event ends up with).
 */
function checkTimes(
  v: { starts_at?: string | undefined; ends_at?: string | undefined },
  check: z.RefinementCtx,
) {
  if (v.starts_at === undefined || v.ends_at === undefined) return;
  const length = Date.parse(v.ends_at) - Date.parse(v.starts_at);
  if (length <= 0)
    check.addIssue({
      code: 'custom',
      path: ['ends_at'],
      message: text('events.validation.endsFirst'),
    });
  else if (length > EVENT_LONGEST_HOURS * 60 * 60 * 1000)
    check.addIssue({
      code: 'custom',
      path: ['ends_at'],
      message: text('events.validation.tooLong', { max: EVENT_LONGEST_HOURS }),
    });
}

/** POST /events (docs/product.md §7.19); the description and `at_my_home` may be left out. */
export const eventInputSchema = eventFields
  .extend({
    description: eventFields.shape.description.default(''),
    at_my_home: eventFields.shape.at_my_home.default(false),
  })
  .superRefine(checkTimes);
export type EventInput = z.output<typeof eventInputSchema>;

/** PATCH /events/{id}: any of the same fields, by the same rules. */
export const eventPatchSchema = eventFields.partial().superRefine(checkTimes);
export type EventPatch = z.output<typeof eventPatchSchema>;

/** POST /events/{id}/rsvp: the member's own listings they bring, none to just come. */
export const rsvpInputSchema = z.object({
  bringing: z
    .array(idField('bringing'), say('events.validation.bringing', { max: EVENT_BRINGING_MAX }))
    .max(EVENT_BRINGING_MAX, say('events.validation.bringing', { max: EVENT_BRINGING_MAX }))
    .default([]),
});
export type RsvpInput = z.output<typeof rsvpInputSchema>;

/** GET /events: a member measures from their cloaked point, a guest from a ZIP code. */
export const eventsQuerySchema = z.object({
  within: queryNumber(between('within', EVENTS_WITHIN_MIN_KM, EVENTS_WITHIN_MAX_KM)).default(
    EVENTS_WITHIN_DEFAULT_KM,
  ),
  zip: z
    .string()
    .trim()
    .max(12, say('validation.fieldText', { name: 'zip' }))
    .optional(),
});
export type EventsQuery = z.output<typeof eventsQuerySchema>;

/**
 * GET /events/origin: where a member's swap days are measured from and the host's map opens,
 * their cloaked point (docs/product.md §6.2), never their home.
 */
export const eventOriginSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type EventOrigin = z.infer<typeof eventOriginSchema>;

/** A member as an event names them: its host, who is going. */
const eventMemberSchema = z.object({
  id: idField(),
  username: z.string(),
  avatar: z.string().nullable(),
});

/**
 * An upcoming swap day as everyone who may see it sees it (docs/product.md §7.19). The place is
 * a public spot the host chose, shown exactly. `going`: whether the viewer said they come.
 */
const eventSummarySchema = z.object({
  id: idField(),
  title: z.string(),
  description: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  place_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  host: eventMemberSchema,
  going_count: z.number().int().nonnegative(),
  going: z.boolean(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/**
 * One event's page: `bringing` holds the listings its attendees bring that the viewer may see,
 * as marketplace cards (the card's owner is who brings it); `attendees` who is going, the
 * members the viewer blocks or is blocked by left out.
 */
export const eventSchema = eventSummarySchema.extend({
  bringing: z.array(listingSchema),
  attendees: z.array(eventMemberSchema),
});
export type Event = z.infer<typeof eventSchema>;

/**
 * GET /events: each with how far its place is from the viewer's point (a member's cloaked
 * point), in their unit, as listings carry it: 0.1 below 10, whole from 10.
 */
export const nearbyEventSchema = eventSummarySchema.extend({
  distance: z.number().nonnegative(),
  distance_unit: z.enum(DISTANCE_UNITS),
});
export type NearbyEvent = z.infer<typeof nearbyEventSchema>;
