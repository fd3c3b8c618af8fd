import type { Express } from 'express';

interface ListedRoute {
  path: string | RegExp;
  methods: string[] | undefined;
  router: { listRoutes(): ListedRoute[] } | undefined;
}

export interface RouteInfo {
  method: string;
  /** OpenAPI style: /api/listings/{id}. */
  path: string;
}

/**
 * Every route the app registers, found by walking Express's routers, so tests can demand that
 * each one is documented and covered by the authorization matrix.
 */
export function listRoutes(app: Express): RouteInfo[] {
  const found: RouteInfo[] = [];
  const walk = (router: { listRoutes(): ListedRoute[] }, prefix: string) => {
    for (const entry of router.listRoutes()) {
      if (typeof entry.path !== 'string') continue;
      const path = `${prefix}${entry.path === '/' && entry.router ? '' : entry.path}`;
      if (entry.router) walk(entry.router, path);
      for (const method of entry.methods ?? []) {
        if (method === 'head' || method === 'HEAD' || method === '*') continue;
        found.push({
          method: method.toUpperCase(),
          path: path.replace(/\/+$/, '').replace(/:(\w+)/g, '{$1}') || '/',
        });
      }
    }
  };
  walk((app as unknown as { router: { listRoutes(): ListedRoute[] } }).router, '');
  return found;
}
