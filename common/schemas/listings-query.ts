import { z } from 'zod';
import { CATEGORIES, LISTING_STATES, LISTING_TYPES } from '../codes';
import { type ListingSort, SORTS } from '../sorts';
import { PRICE_MAX } from './listing-fields';
import { pageLimit, queryId, queryNumber } from './query';

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

/** The sort a query asks for: relevance by default when it searches (docs/product.md §7.5). */
export const sortOf = (query: Pick<ListingsQuery, 'sort' | 'q'>): ListingSort =>
  query.sort ?? (query.q ? 'relevance' : 'newest');
