import type { AppContext } from '@server/context';
import { defineRoute, type Route } from '@server/http/route';
import { z } from 'zod';
import { openApiDocument } from './build';
import { docsPage } from './docs-page';

/** What /openapi.json answers: an OpenAPI 3.1 document, described by the standard itself. */
const documentSchema = z.record(z.string(), z.unknown());

/** The API document of `routes` (every declared route), as JSON and as a readable page. */
export function openApiRoutes(ctx: AppContext, routes: () => readonly Route[]) {
  // Built on first request: zod's JSON Schema conversion need not slow start-up.
  let document: ReturnType<typeof openApiDocument> | undefined;
  let page: string | undefined;
  const load = () => {
    document ??= openApiDocument(routes(), ctx.config.appUrl);
    return document;
  };
  return [
    defineRoute(
      {
        method: 'GET',
        path: '/openapi.json',
        tag: 'operations',
        access: 'guest',
        summary: 'This document',
        response: documentSchema,
      },
      async ({ res }) => {
        res.set('Cache-Control', 'public, max-age=300');
        return load();
      },
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/docs',
        tag: 'operations',
        access: 'guest',
        summary: 'This document as a readable page',
        produces: 'text/html',
      },
      async ({ res }) => {
        page ??= docsPage(load());
        res.set('Cache-Control', 'public, max-age=300').type('html').send(page);
      },
    ),
  ];
}
