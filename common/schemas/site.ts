import { z } from 'zod';
import { MAP_PROVIDERS, type MapProvider } from '../map';

/** GET /site: the home page's contact details, city and social links (docs/product.md §12.7). */
export const siteSettingsSchema = z.object({
  contact_email: z.string(),
  support_email: z.string(),
  city: z.string(),
  social: z.object({ instagram: z.string(), facebook: z.string(), x: z.string() }),
  map_provider: z.enum(Object.keys(MAP_PROVIDERS) as [MapProvider, ...MapProvider[]]),
});

/** GET /health when the database answers (503 with a `detail` otherwise). */
export const healthSchema = z.object({ status: z.literal('ok') });

/** GET /ready when every dependency answers (503 with `detail` and the same `checks` otherwise). */
export const readinessSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({
    database: z.enum(['ok', 'down']),
    redis: z.enum(['ok', 'down', 'not configured']),
  }),
});
