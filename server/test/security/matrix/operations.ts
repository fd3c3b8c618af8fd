import type { MatrixRow } from './row';

/** Operations and the home page. */
export const OPERATIONS: MatrixRow[] = [
  { route: 'GET /api/health', call: () => ({ path: '/api/health' }) },
  { route: 'GET /api/ready', call: () => ({ path: '/api/ready' }) },
  { route: 'GET /api/metrics', call: () => ({ path: '/api/metrics' }) },
  { route: 'GET /api/site', call: () => ({ path: '/api/site' }) },
  {
    route: 'GET /api/openapi.json',
    call: () => ({ path: '/api/openapi.json' }),
  },
  { route: 'GET /api/docs', call: () => ({ path: '/api/docs' }) },
];
