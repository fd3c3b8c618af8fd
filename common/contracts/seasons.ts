import { seasonsQuerySchema, seasonsSchema } from '@common/schemas/seasons';
import { defineContracts } from './contract';

/** docs/product.md §7.20: what neighbours list, month by month, near the viewer. */
export const seasonContracts = defineContracts('seasons', {
  near: {
    method: 'GET',
    path: '/seasons',
    summary:
      'The words neighbours listed most, month by month, over the last 24 months, in the fixed area `within` picks around the asker (a member: their cloaked point; a guest: `zip`)',
    query: seasonsQuerySchema,
    response: seasonsSchema,
    errors: {
      404: 'No place found for that ZIP code',
      422: '`within` not a number from 1 to 50, a guest without `zip`, or a member without a location',
      502: 'The geocoder is unavailable',
    },
  },
});
