import { openApiContracts as contracts } from '@common/contracts/openapi';
import type { AppContext } from '@server/context';
import { implement, type Route } from '@server/http/route';
import { openApiDocument } from './build';
import { docsPage } from './docs-page';

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
    implement(contracts.document, { access: 'guest' }, async ({ res }) => {
      res.set('Cache-Control', 'public, max-age=300');
      return load();
    }),
    implement(contracts.docs, { access: 'guest' }, async ({ res }) => {
      page ??= docsPage(load());
      res.set('Cache-Control', 'public, max-age=300').type('html').send(page);
    }),
  ];
}
