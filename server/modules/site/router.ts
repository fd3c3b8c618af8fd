import { Router } from 'express';
import type { AppContext } from '../../context';

/** The home page's configured contact details, city and social links (docs/product.md §12.7). */
export function siteRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/site', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({
      contact_email: ctx.config.site.contactEmail,
      support_email: ctx.config.site.supportEmail,
      city: ctx.config.site.city,
      social: ctx.config.site.social,
      map_provider: ctx.config.map.provider,
    });
  });
  return router;
}
