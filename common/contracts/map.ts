import { listingSchema } from '@common/schemas/listing-response';
import {
  geocodeResultSchema,
  geocodeSchema,
  nearbyQuerySchema,
  userLocationQuerySchema,
  userLocationSchema,
} from '@common/schemas/map';
import { z } from 'zod';
import { defineContracts } from './contract';

/** docs/product.md §6.8, under /map; every route is for signed-in members. */
export const mapContracts = defineContracts('map', {
  geocode: {
    method: 'POST',
    path: '/map/geocode',
    summary: 'Geocode an address',
    body: geocodeSchema,
    response: geocodeResultSchema,
    errors: { 404: 'No place found for that address', 502: 'The geocoder is unavailable' },
  },
  nearby: {
    method: 'GET',
    path: '/map/listings/nearby',
    summary: 'Listings near a point, nearest first (owners’ points cloaked)',
    query: nearbyQuerySchema,
    response: z.array(listingSchema),
  },
  setLocation: {
    method: 'POST',
    path: '/map/user/location',
    summary: 'Store my location',
    query: userLocationQuerySchema,
    response: userLocationSchema,
  },
  location: {
    method: 'GET',
    path: '/map/user/geocode',
    summary: 'My stored location',
    response: userLocationSchema,
    errors: { 404: 'No location stored yet' },
  },
});
