import { z } from 'zod';
import { CATEGORIES, LISTING_STATES, LISTING_TYPES } from '../codes';
import { say } from '../i18n/zod-messages';
import { type ListingSort, SORTS } from '../sorts';
import { PRICE_MAX } from './listing-fields';
import { SEED_KINDS } from './listing-seed';
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
              say('validation.fieldAmong', { name, values: Object.values(values).join(', ') }),
            ),
        )
        .max(3),
    )
    .transform((v) => [...new Set(v)])
    .optional();

/** A query-string flag: the forms' spellings of true and false, nothing else. */
const queryFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'on'], say('validation.fieldTrueOrFalse', { name }))
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .optional();

const queryPrice = (name: string) => {
  const message = say('validation.fieldNumberBetween', { name, min: 0, max: PRICE_MAX });
  return queryNumber(z.number(message).min(0, message).max(PRICE_MAX, message)).optional();
};

/** docs/product.md §7.5: how far `within` may reach, in miles or km. */
const WITHIN_MAX = 500;
/**
 * Its refusal in English, as tests read it; the schema says it in the current language.
 * @internal
 */
export const WITHIN_MESSAGE = `within must be a number greater than 0 and at most ${WITHIN_MAX}`;
const within = say('validation.fieldNumberAboveZero', { name: 'within', max: WITHIN_MAX });

/** GET /listings/: docs/product.md §7.11's scopes plus the filter page's search, filters and sort. */
export const listingsQuerySchema = z
  .object({
    mine: queryFlag('mine'),
    friends: queryFlag('friends'),
    public: queryFlag('public'),
    user_id: queryId('user_id').optional(),
    q: z
      .string()
      .trim()
      .max(100, say('validation.searchTextTooLong', { max: 100 }))
      .optional(),
    type_id: codeList(LISTING_TYPES, 'type_id'),
    category_id: codeList(CATEGORIES, 'category_id'),
    state_id: codeList(LISTING_STATES, 'state_id'),
    /** One seed kind (docs/product.md §7.18): seed listings only, as only they have one. */
    seed_kind: z
      .enum(
        SEED_KINDS,
        say('validation.fieldOneOf', { name: 'seed_kind', values: SEED_KINDS.join(', ') }),
      )
      .optional(),
    min_price: queryPrice('min_price'),
    max_price: queryPrice('max_price'),
    // Relevance when there is something to search for, else newest: see sortOf.
    sort: z
      .enum(SORTS, say('validation.fieldOneOf', { name: 'sort', values: SORTS.join(', ') }))
      .optional(),
    /** In the viewer's distance unit (mi or km, docs/product.md §6.3), from their own home. */
    within: queryNumber(z.number(within).gt(0, within).max(WITHIN_MAX, within)).optional(),
    limit: pageLimit,
    // Its contents depend on `sort`: server/modules/listings/cursor.ts checks them.
    cursor: z
      .string(say('validation.cursorForSort'))
      .max(200, say('validation.cursorForSort'))
      .optional(),
  })
  .refine(
    (v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price,
    { ...say('validation.minAboveMax'), path: ['min_price'] },
  );
export type ListingsQuery = z.output<typeof listingsQuerySchema>;

/** The sort a query asks for: relevance by default when it searches (docs/product.md §7.5). */
export const sortOf = (query: Pick<ListingsQuery, 'sort' | 'q'>): ListingSort =>
  query.sort ?? (query.q ? 'relevance' : 'newest');
