import { siteSettingsSchema } from '@common/schemas/site';
import { defineContracts } from './contract';

/** The home page's configured contact details, city and social links (docs/product.md §12.7). */
export const siteContracts = defineContracts('operations', {
  settings: {
    method: 'GET',
    path: '/site',
    summary: 'Contact details, city, social links, map provider',
    response: siteSettingsSchema,
  },
});
