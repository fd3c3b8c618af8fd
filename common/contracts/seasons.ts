import { seasonsQuerySchema, seasonsSchema } from '@common/schemas/seasons';
import { defineContracts } from './contract';

/** docs/product.md §7.20: what neighbours list, month by month, near the viewer. */
export const seasonContracts = defineContracts('seasons', {
  near: {
    method: 'GET',
    path: '/seasons',
    summary:
      'The words neighbours listed most, month by month, over the last 24 months (a member: around their cloaked point; a guest: around `zip`)',
    query: seasonsQuerySchema,
    response: seasonsSchema,
    errors: {
      404: 'No place found for that ZIP code',
      422: '`within` not a number from 1 to 50, a guest without `zip`, or a member without a location',
      429: 'Over 20 answers a minute that had to be built anew (a kept answer does not count)',
      502: 'The geocoder is unavailable',
    },
  },
});
