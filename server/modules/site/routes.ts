import { siteSettingsSchema } from '@common/schemas/site';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';

/** The home page's configured contact details, city and social links (docs/product.md §12.7). */
export function siteRoutes(ctx: AppContext) {
  const { site, map } = ctx.config;
  return [
    defineRoute(
      {
        method: 'GET',
        path: '/site',
        tag: 'operations',
        access: 'guest',
        summary: 'Contact details, city, social links, map provider',
        response: siteSettingsSchema,
      },
      async ({ res }) => {
        res.set('Cache-Control', 'public, max-age=300');
        return {
          contact_email: site.contactEmail,
          support_email: site.supportEmail,
          city: site.city,
          social: site.social,
          map_provider: map.provider,
        };
      },
    ),
  ];
}
