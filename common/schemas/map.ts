import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { PAGE_DEFAULT, PAGE_MAX } from '../limits';
import { NEARBY_MAX_RADIUS_KM, NEARBY_RADIUS_KM } from '../map';
import { MAX_ID } from './ids';
import { userProfileSchema } from './users';

/**
 * Query-string numbers: an empty or missing value is "required", not 0 (z.coerce would turn
 * "" into 0, a real place in the Gulf of Guinea).
 */
const queryNumber = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number(say('validation.fieldNumber', { name })),
  );

const between = (name: string, min: number, max: number) =>
  queryNumber(name).pipe(
    z
      .number()
      .min(min, say('validation.fieldBetween', { name, min, max }))
      .max(max, say('validation.fieldBetween', { name, min, max })),
  );
const latitude = between('latitude', -90, 90);
const longitude = between('longitude', -180, 180);
const addressTooLong = say('validation.addressTooLong', { max: 300 });

/** POST /map/geocode (docs/product.md §6.4). */
export const geocodeSchema = z.object({
  address: z
    .string(say('validation.addressRequired'))
    .trim()
    .min(1, say('validation.addressRequired'))
    .max(300, addressTooLong),
});

const radius = say('validation.fieldAboveZero', { name: 'radius_km', max: NEARBY_MAX_RADIUS_KM });
const limit = say('validation.fieldBetween', { name: 'limit', min: 1, max: PAGE_MAX });
const cursor = say('validation.fieldListingId', { name: 'cursor' });

/** GET /map/listings/nearby; the cursor is the id of the last listing of the previous page. */
export const nearbyQuerySchema = z.object({
  latitude,
  longitude,
  radius_km: queryNumber('radius_km')
    .pipe(z.number().gt(0, radius).max(NEARBY_MAX_RADIUS_KM, radius))
    .default(NEARBY_RADIUS_KM),
  limit: queryNumber('limit')
    .pipe(
      z
        .number()
        .int(say('validation.fieldWholeNumber', { name: 'limit' }))
        .min(1, limit)
        .max(PAGE_MAX, limit),
    )
    .default(PAGE_DEFAULT),
  cursor: queryNumber('cursor')
    .pipe(z.number().int(cursor).positive(cursor).max(MAX_ID, cursor))
    .optional(),
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

/** POST /map/user/location: no body, the point (and optionally its address) in the query. */
export const userLocationQuerySchema = z.object({
  latitude,
  longitude,
  address: z
    .string()
    .trim()
    .max(300, addressTooLong)
    .optional()
    .transform((v) => v || undefined),
});

/** POST /map/geocode's answer (docs/product.md §6.4). */
export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  display_name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** The caller's stored location, a part of their profile (exact: only its owner reads it). */
export const userLocationSchema = userProfileSchema
  .pick({ address: true, city: true, state: true, zip_code: true })
  .extend({ latitude: z.number(), longitude: z.number() });
export type UserLocation = z.infer<typeof userLocationSchema>;
