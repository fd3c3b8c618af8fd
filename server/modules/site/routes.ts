import { siteContracts as contracts } from '@common/contracts/site';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';

/** The home page's configured contact details, city and social links (docs/product.md §12.7). */
export function siteRoutes(ctx: AppContext) {
  const { site, map } = ctx.config;
  return [
    implement(contracts.settings, { access: 'guest' }, async ({ res }) => {
      res.set('Cache-Control', 'public, max-age=300');
      return {
        contact_email: site.contactEmail,
        support_email: site.supportEmail,
        city: site.city,
        social: site.social,
        map_provider: map.provider,
      };
    }),
  ];
}
