import { defineContracts } from './contract';

/**
 * /api/metrics, for the host's own scraper or the bearer of METRICS_TOKEN (docs/decisions.md
 * "Metrics"); the server serves it before member authentication.
 */
export const metricsContracts = defineContracts('operations', {
  metrics: {
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics of this process (the host itself, or METRICS_TOKEN as bearer)',
    produces: 'text/plain',
    errors: { 404: 'Anyone but the host itself or the bearer of METRICS_TOKEN' },
  },
});
