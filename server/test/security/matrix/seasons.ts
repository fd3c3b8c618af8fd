import type { MatrixRow } from './row';

/** In season near you (docs/product.md §7.20): open to all; a guest says where by ZIP code. */
export const SEASONS: MatrixRow[] = [
  {
    route: 'GET /api/seasons',
    call: () => ({ path: '/api/seasons?zip=84101&within=10' }),
  },
  {
    route: 'GET /api/seasons',
    variant: 'a guest must give a ZIP code',
    call: () => ({ path: '/api/seasons?within=10' }),
    outcome: { guest: 422 },
  },
];
