import { fromZod, notFound, unauthorized } from '@server/lib/errors';
import { refuseNul } from '@server/lib/nul-characters';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { z } from 'zod';
import type { Route } from './route';

type Part = 'params' | 'query' | 'body';
const LOCATION = { params: 'path', query: 'query', body: 'body' } as const;

/** Checks one part of the request against its schema: a 422 naming each problem otherwise. */
function parse(req: Request, part: Part, schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const raw = part === 'body' ? (req.body ?? {}) : req[part];
  refuseNul(raw, LOCATION[part]);
  const result = schema.safeParse(raw);
  if (!result.success) throw fromZod(result.error, LOCATION[part]);
  return result.data;
}

/**
 * Under test every JSON answer is checked against its declared `response`, so the API
 * document (built from the same schemas) cannot drift from what the server sends.
 */
const checkAnswers = process.env.VITEST !== undefined;

function holdsTo(route: Route, answer: unknown) {
  const result = route.response?.safeParse(answer);
  if (result && !result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(
      `${route.method} ${route.path} answered outside its response schema: ${problems.join('; ')}`,
    );
  }
}

function handle(route: Route): RequestHandler {
  return async (req: Request, res: Response) => {
    const input = {
      params: parse(req, 'params', route.params),
      query: parse(req, 'query', route.query),
      body: parse(req, 'body', route.body),
    };
    const answer = await route.handler({ input, user: req.user, req, res });
    if (res.headersSent) return;
    if (checkAnswers && route.response && answer !== undefined) holdsTo(route, answer);
    res.status(route.status ?? 200);
    if (answer === undefined) res.end();
    else res.json(answer);
  };
}

/** Members-only routes refuse a guest before anything else runs (no limiter counts them). */
function requireMember(req: Request, _res: Response, next: () => void) {
  if (!req.user) throw unauthorized();
  next();
}

/** The moderation desk answers as if it did not exist to anyone but a moderator. */
function requireModerator(req: Request, _res: Response, next: () => void) {
  if (!req.user?.moderator) throw notFound();
  next();
}

const GATES: Record<Route['access'], RequestHandler[]> = {
  guest: [],
  member: [requireMember],
  owner: [requireMember],
  moderator: [requireModerator],
};

/** A router that serves the declared routes, in the order given (specific paths first). */
export function mountRoutes(routes: readonly Route[]): Router {
  const router = Router();
  for (const route of routes) {
    const chain: RequestHandler[] = [
      ...GATES[route.access],
      ...(route.before ?? []),
      handle(route),
    ];
    router[route.method.toLowerCase() as Lowercase<Route['method']>](route.path, ...chain);
  }
  return router;
}
