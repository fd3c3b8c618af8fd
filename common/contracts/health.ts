import { healthSchema, readinessSchema } from '@common/schemas/site';
import { defineContracts } from './contract';

/**
 * /api/health: the process serves and its database answers (SIGTERM-aware load balancers and
 * the foundation's contract). /api/ready: also Redis, when configured.
 */
export const healthContracts = defineContracts('operations', {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the database answers',
    response: healthSchema,
    errors: { 503: 'The database does not answer' },
  },
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: database and Redis reachable',
    response: readinessSchema,
    errors: { 503: 'A dependency is down; checks says which' },
  },
});
