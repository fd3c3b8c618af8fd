import { z } from 'zod';
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
    z.number({ error: `${name} must be a number` }),
  );

const latitude = queryNumber('latitude').pipe(
  z
    .number()
    .min(-90, 'latitude must be between -90 and 90')
    .max(90, 'latitude must be between -90 and 90'),
);
const longitude = queryNumber('longitude').pipe(
  z
    .number()
    .min(-180, 'longitude must be between -180 and 180')
    .max(180, 'longitude must be between -180 and 180'),
);

/** POST /map/geocode (docs/product.md §6.4). */
export const geocodeSchema = z.object({
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(300, 'Address must be at most 300 characters long'),
});
export type GeocodeInput = z.infer<typeof geocodeSchema>;

/** GET /map/listings/nearby; the cursor is the id of the last listing of the previous page. */
export const nearbyQuerySchema = z.object({
  latitude,
  longitude,
  radius_km: queryNumber('radius_km')
    .pipe(
      z
        .number()
        .gt(0, `radius_km must be greater than 0 and at most ${NEARBY_MAX_RADIUS_KM}`)
        .max(
          NEARBY_MAX_RADIUS_KM,
          `radius_km must be greater than 0 and at most ${NEARBY_MAX_RADIUS_KM}`,
        ),
    )
    .default(NEARBY_RADIUS_KM),
  limit: queryNumber('limit')
    .pipe(
      z
        .number()
        .int('limit must be a whole number')
        .min(1, `limit must be between 1 and ${PAGE_MAX}`)
        .max(PAGE_MAX, `limit must be between 1 and ${PAGE_MAX}`),
    )
    .default(PAGE_DEFAULT),
  cursor: queryNumber('cursor')
    .pipe(
      z
        .number()
        .int('cursor must be a listing id')
        .positive('cursor must be a listing id')
        .max(MAX_ID, 'cursor must be a listing id'),
    )
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
    .max(300, 'Address must be at most 300 characters long')
    .optional()
    .transform((v) => v || undefined),
});
export type UserLocationQuery = z.infer<typeof userLocationQuerySchema>;

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
