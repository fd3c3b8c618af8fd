import { defineContracts } from './contract';

/**
 * docs/product.md §6.7: tiles and the large maps service's script through the server's proxy.
 * Their path segments have no schema: the server reads them, so that a bad one answers 400 or
 * 404 in the words of §6.7, not the 422 of a validation list.
 */
export const tileContracts = defineContracts('map', {
  tile: {
    method: 'GET',
    path: '/tiles/:provider/:z/:x/:y',
    summary: 'A map tile through the caching proxy',
    produces: 'image/*',
    errors: {
      400: 'A zoom out of range, or a coordinate that is not a whole number',
      404: 'An unknown or unconfigured provider, or a tile outside the world',
      502: 'The tile server failed and no copy is cached',
      503: 'The provider needs MAP_API_KEY on the server',
    },
  },
  script: {
    method: 'GET',
    path: '/:provider/js-api',
    summary: "The large maps service's script through the proxy",
    produces: 'application/javascript',
    errors: {
      400: 'callback is not a JavaScript function name',
      404: 'An unconfigured provider, or one that uses tiles',
      502: 'The maps server failed',
      503: 'The provider needs MAP_API_KEY on the server',
    },
  },
});
