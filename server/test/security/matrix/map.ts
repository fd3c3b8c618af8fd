import { all, type MatrixRow } from './row';

/** The map: geocoding, nearby listings, tiles. */
export const MAP: MatrixRow[] = [
  {
    route: 'POST /api/map/geocode',
    call: () => ({ path: '/api/map/geocode', body: { address: 'Salt Lake City, UT 84101' } }),
  },
  {
    route: 'GET /api/map/listings/nearby',
    call: () => ({ path: '/api/map/listings/nearby?latitude=40.76&longitude=-111.89' }),
  },
  {
    route: 'POST /api/map/user/location',
    call: () => ({ path: '/api/map/user/location?latitude=40.76&longitude=-111.89' }),
  },
  {
    route: 'GET /api/map/user/geocode',
    call: () => ({ path: '/api/map/user/geocode' }),
  },
  {
    route: 'GET /api/tiles/{provider}/{z}/{x}/{y}',
    call: () => ({ path: '/api/tiles/osm/3/2/1.png' }),
  },
  {
    route: 'GET /api/{provider}/js-api',
    variant: 'the street map has no script',
    call: () => ({ path: '/api/osm/js-api' }),
    outcome: all(404),
  },
];
