import { withLocale } from '@common/i18n/format';
import { localeOf } from '@server/i18n';
import { fromZod, notFound, unauthorized } from '@server/lib/errors';
import { refuseNul } from '@server/lib/nul-characters';
import { type Access, proofOwed, refusal } from '@server/policies/access';
import { answerOnlyIfAsked } from '@server/policies/asked';
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
  // The schemas' messages are made in the caller's language; zod makes them when the issues
  // are first read, so that is done inside too.
  return withLocale(localeOf(req), () => {
    const result = schema.safeParse(raw);
    if (!result.success) throw fromZod(result.error, LOCATION[part]);
    return result.data;
  });
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
    const call = { input, user: req.user, req, res };
    // An owner route answers only once its handler has asked the ownership policy, a member
    // route not declared `about` the caller or the community once it has asked any policy.
    const proof = proofOwed(route.access, route.about);
    const answer = proof
      ? await answerOnlyIfAsked(proof, () => route.handler(call))
      : await route.handler(call);
    if (res.headersSent) return;
    if (checkAnswers && route.response && answer !== undefined) holdsTo(route, answer);
    res.status(route.status ?? 200);
    if (answer === undefined) res.end();
    else res.json(answer);
  };
}

/**
 * Refuses, before anything else runs (no limiter counts them), a caller the route's access
 * turns away whatever the thing: a guest where a member is needed (401), anyone but a
 * moderator on the desk (404, so its routes are not told to exist). The answers are the
 * policy layer's (server/policies/access.ts).
 */
function gate(access: Access): RequestHandler[] {
  if (access === 'guest') return [];
  return [
    (req, _res, next) => {
      const status = refusal(access === 'owner' ? 'member' : access, {
        signedIn: req.user !== undefined,
        moderator: req.user?.moderator === true,
        sees: true,
        owns: true,
      });
      if (status === 401) throw unauthorized();
      if (status !== undefined) throw notFound();
      next();
    },
  ];
}

/** A router that serves the declared routes, in the order given (specific paths first). */
export function mountRoutes(routes: readonly Route[]): Router {
  const router = Router();
  for (const route of routes) {
    const chain: RequestHandler[] = [...gate(route.access), ...(route.before ?? []), handle(route)];
    router[route.method.toLowerCase() as Lowercase<Route['method']>](route.path, ...chain);
  }
  return router;
}
