import { z } from 'zod';
import { CATEGORIES, LISTING_STATES, LISTING_TYPES } from '../codes';
import { DESCRIPTION_MAX, LISTING_PHOTOS_MAX, TITLE_MAX, TITLE_MIN } from '../limits';
import { type ListingSort, SORTS } from '../sorts';
import { DISTANCE_UNITS } from '../units';
import { memberCardSchema } from './friends';
import { idField, pathId } from './ids';
import { pageLimit, queryId, queryNumber } from './query';

/** docs/product.md §7.12's messages; the forms and the routes share these rules. */
export const SELL_PRICE_MESSAGE = 'Price must be greater than 0 for sell listings';
export const PRICE_MAX = 99_999_999.99;
/** docs/product.md §7.10: the photos a listing keeps and gains together. */
export const PHOTOS_LIMIT_MESSAGE = `A listing can have at most ${LISTING_PHOTOS_MAX} photos`;

/** Multipart bodies carry every value as text; JSON bodies carry real types. Both are read. */
const flag = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on'])
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

const code = (values: Record<string, number>, name: string) => {
  const allowed = Object.values(values);
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .refine((v) => allowed.includes(v), `${name} must be one of ${allowed.join(', ')}`);
};

const typeId = code(LISTING_TYPES, 'type_id');
const stateId = code(LISTING_STATES, 'state_id');
const categoryId = code(CATEGORIES, 'category_id');

const price = z.coerce
  .number({ error: 'Price must be a number' })
  .refine(Number.isFinite, 'Price must be a number')
  .min(0, 'Price cannot be negative')
  .max(PRICE_MAX, 'Price is too high')
  // numeric(10,2): cents are kept, anything finer is rounded rather than refused.
  .transform((v) => Math.round(v * 100) / 100);

const description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters long`);

/** docs/product.md §7.14: how long a listing is on offer, and what is said when that is refused. */
export const FRESH_DAYS = 7;
export const AVAILABLE_UNTIL_MAX_DAYS = 30;
export const AVAILABLE_UNTIL_MESSAGES = {
  format: 'available_until must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  past: 'available_until must be in the future',
  tooFar: `available_until can be at most ${AVAILABLE_UNTIL_MAX_DAYS} days ahead`,
  produce: `Produce always has an end date: pick one at most ${AVAILABLE_UNTIL_MAX_DAYS} days ahead`,
};

/**
 * When a listing stops being on offer: a date and time, or a date alone (the end of that day,
 * UTC); null (or an empty form field) for none. How far ahead depends on the clock, so the
 * service checks that.
 */
const availableUntil = z
  .union([z.null(), z.literal(''), z.iso.date(), z.iso.datetime({ offset: true })], {
    error: AVAILABLE_UNTIL_MESSAGES.format,
  })
  .transform((v) => {
    if (v === null || v === '') return null;
    return new Date(v.length === 10 ? `${v}T23:59:59.999Z` : v);
  });

/**
 * PATCH's `image_order` (docs/product.md §7.10): the ids of the listing's photos to keep, in
 * their new order; a JSON array, or in a multipart body the field repeated or one comma list
 * (an empty one removes every photo). Whether the ids are this listing's the service checks.
 */
const imageOrder = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], {
    error: 'image_order must be a list of photo ids',
  })
  .transform((v) =>
    (Array.isArray(v) ? v : String(v).split(','))
      .map((id) => (typeof id === 'string' ? id.trim() : id))
      .filter((id) => id !== ''),
  )
  .pipe(
    z
      .array(pathId('image_order'))
      .max(LISTING_PHOTOS_MAX, PHOTOS_LIMIT_MESSAGE)
      .refine((ids) => new Set(ids).size === ids.length, 'image_order names a photo twice'),
  );

/** Exchange and giveaway listings carry no price (docs/product.md §7.7). */
function priceRule<T extends { type_id: number; price: number }>(value: T, ctx: z.RefinementCtx) {
  if (value.type_id === LISTING_TYPES.sell && !(value.price > 0)) {
    ctx.addIssue({ code: 'custom', message: SELL_PRICE_MESSAGE, path: ['price'] });
  }
}

export const listingCreateSchema = z
  .object({
    title: z
      .string({ error: 'Title must be at least 3 characters long' })
      .trim()
      .min(TITLE_MIN, 'Title must be at least 3 characters long')
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters long`),
    description: description.default(''),
    price: price.default(0),
    is_active: flag.default(true),
    is_public: flag.default(true),
    type_id: typeId.default(LISTING_TYPES.sell),
    state_id: stateId.default(LISTING_STATES.available),
    category_id: categoryId.default(CATEGORIES.produce),
    available_until: availableUntil.optional(),
  })
  .superRefine(priceRule)
  .transform((v) => (v.type_id === LISTING_TYPES.sell ? v : { ...v, price: 0 }));
export type ListingCreateInput = z.input<typeof listingCreateSchema>;
export type ListingCreate = z.output<typeof listingCreateSchema>;

/**
 * PATCH /listings/{id}: only the fields docs/product.md §7.11 names are read (others are ignored). The
 * sell-price rule needs the stored type and price too, so the service checks it once merged.
 */
export const listingUpdateSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters long`)
    .optional(),
  description: description.optional(),
  price: price.optional(),
  is_active: flag.optional(),
  is_public: flag.optional(),
  type_id: typeId.optional(),
  state_id: stateId.optional(),
  category_id: categoryId.optional(),
  available_until: availableUntil.optional(),
  image_order: imageOrder.optional(),
});
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/**
 * The edit screen's form (docs/product.md §7.8): the price text is read as a decimal, unparseable
 * text is 0, and the sell rule applies; it produces the PATCH body's editable fields.
 */
export const listingEditFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters long`),
    description,
    price: z.union([z.string(), z.number()]).transform((v) => {
      const parsed = typeof v === 'number' ? v : Number.parseFloat(v);
      return Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed * 100) / 100 : 0;
    }),
    type_id: typeId,
    is_public: z.boolean(),
  })
  .superRefine(priceRule)
  .transform((v) => (v.type_id === LISTING_TYPES.sell ? v : { ...v, price: 0 }));

/** PATCH /listings/{id}/status (docs/product.md §7.13): reserve, hand over or relist. */
export const listingStatusSchema = z.object({
  state_id: stateId,
  /** With state 2 only: a member who asked about the listing, or a friend of the owner. */
  reserved_for: idField('reserved_for').optional(),
});
export type ListingStatusInput = z.output<typeof listingStatusSchema>;

/** GET /listings/{id}/askers: a member with a conversation about the listing, and when they last wrote. */
export const askerSchema = memberCardSchema.extend({ asked_at: z.iso.datetime() });
export type Asker = z.infer<typeof askerSchema>;

export const visibilitySchema = z.object({
  is_public: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: 'is_public must be true or false',
  }),
});

/** A comma-separated list of codes (or the same parameter repeated). */
const codeList = (values: Record<string, number>, name: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v.join(',') : v)
        .split(',')
        .filter(Boolean)
        .map((item) => Number(item)),
    )
    .pipe(
      z
        .array(
          z
            .number()
            .refine(
              (n) => Object.values(values).includes(n),
              `${name} must be among ${Object.values(values).join(', ')}`,
            ),
        )
        .max(3),
    )
    .transform((v) => [...new Set(v)])
    .optional();

/** A query-string flag: the forms' spellings of true and false, nothing else. */
const queryFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'on'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .optional();

const queryPrice = (name: string) => {
  const message = `${name} must be a number between 0 and ${PRICE_MAX}`;
  return queryNumber(
    z.number({ error: message }).min(0, message).max(PRICE_MAX, message),
  ).optional();
};

/** docs/product.md §7.5: how far `within` may reach, in miles or km. */
export const WITHIN_MAX = 500;
export const WITHIN_MESSAGE = `within must be a number greater than 0 and at most ${WITHIN_MAX}`;

/** GET /listings/: docs/product.md §7.11's scopes plus the filter page's search, filters and sort. */
export const listingsQuerySchema = z
  .object({
    mine: queryFlag('mine'),
    friends: queryFlag('friends'),
    public: queryFlag('public'),
    user_id: queryId('user_id').optional(),
    q: z.string().trim().max(100, 'Search text must be at most 100 characters long').optional(),
    type_id: codeList(LISTING_TYPES, 'type_id'),
    category_id: codeList(CATEGORIES, 'category_id'),
    state_id: codeList(LISTING_STATES, 'state_id'),
    min_price: queryPrice('min_price'),
    max_price: queryPrice('max_price'),
    // Relevance when there is something to search for, else newest: see sortOf.
    sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).optional(),
    /** In the viewer's distance unit (mi or km, docs/product.md §6.3), from their own home. */
    within: queryNumber(
      z.number({ error: WITHIN_MESSAGE }).gt(0, WITHIN_MESSAGE).max(WITHIN_MAX, WITHIN_MESSAGE),
    ).optional(),
    limit: pageLimit,
    // Its contents depend on `sort`: server/modules/listings/cursor.ts checks them.
    cursor: z
      .string({ error: 'Invalid cursor for this sort' })
      .max(200, 'Invalid cursor for this sort')
      .optional(),
  })
  .refine(
    (v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price,
    {
      message: 'min_price must not be above max_price',
      path: ['min_price'],
    },
  );
export type ListingsQuery = z.output<typeof listingsQuerySchema>;

/** GET /listings/suggestions (docs/product.md §7.5): what the member has typed so far. */
export const SUGGESTIONS_MAX = 5;
export const listingSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(100, 'Search text must be at most 100 characters long'),
});
/** Up to five listing titles that complete it, nearest first. */
export const listingSuggestionsSchema = z.array(z.string()).max(SUGGESTIONS_MAX);

/** The sort a query asks for: relevance by default when it searches (docs/product.md §7.5). */
export const sortOf = (query: Pick<ListingsQuery, 'sort' | 'q'>): ListingSort =>
  query.sort ?? (query.q ? 'relevance' : 'newest');

/** One of a listing's photos; width and height are null for photos stored before they were kept. */
export const listingPhotoSchema = z.object({
  id: idField(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** A listing as every answer shows it (docs/product.md §7.1). */
export const listingSchema = z.object({
  id: idField(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  /** Relative to /api, signed for the viewer unless anyone may see it (docs/decisions.md "Photos"). */
  featured_image: z.string().nullable(),
  /** Every photo in the owner's order, the cover first, its URL signed as featured_image is. */
  images: z.array(listingPhotoSchema).max(LISTING_PHOTOS_MAX),
  is_active: z.boolean(),
  is_public: z.boolean(),
  type_id: z.number().int(),
  state_id: z.number().int(),
  category_id: z.number().int(),
  owner_id: idField(),
  owner_username: z.string(),
  owner_profile_picture: z.string().nullable(),
  /** Exact for the owner, the cloaked point for everyone else (docs/product.md §6.2). */
  owner_latitude: z.number().nullable(),
  owner_longitude: z.number().nullable(),
  /** The owner's city as their public profile shows it: the listing's area, never a street. */
  owner_city: z.string().nullable(),
  /**
   * From the viewer's own home to the owner's cloaked point, in `distance_unit`: 0.1 below 10,
   * whole from 10; null for guests, a viewer or owner without a place, and one's own listings
   * (docs/product.md §6.3).
   */
  distance: z.number().nonnegative().nullable(),
  /** The viewer's unit: their profile's choice, else their browser's language. */
  distance_unit: z.enum(DISTANCE_UNITS),
  created_at: z.iso.datetime(),
  /**
   * Who the owner promised it to (docs/product.md §7.13): shown to the owner and to that member
   * only, null for everyone else, and null while it is promised to no one.
   */
  reserved_for: memberCardSchema.nullable(),
  /**
   * Null unless moderation hides the listing, which only its owner (and moderators) then see:
   * `held` after reports, until a moderator looks; `removed` by a moderator (docs/product.md §14).
   */
  moderation: z.enum(['held', 'removed']).nullable(),
  /** When it stops being on offer; null never ends (docs/product.md §7.14). */
  available_until: z.iso.datetime().nullable(),
  /** Past its date: only its owner sees it, until they renew it. */
  expired: z.boolean(),
});
