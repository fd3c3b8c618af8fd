import { Router } from 'express';
import type { AppContext } from '../context';
import { docsPage } from './docs-page';
import { openApiDocument } from './document';
import { operations } from './operations';

export function openApiRouter(ctx: AppContext): Router {
  const router = Router();
  // Built on first request: zod's JSON Schema conversion need not slow start-up.
  let document: ReturnType<typeof openApiDocument> | undefined;
  let page: string | undefined;
  const load = () => {
    document ??= openApiDocument(operations, ctx.config.appUrl);
    return document;
  };
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(load());
  });
  router.get('/docs', (_req, res) => {
    page ??= docsPage(load());
    res.set('Cache-Control', 'public, max-age=300').type('html').send(page);
  });
  return router;
}
