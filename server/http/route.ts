import type { AuthUser } from '@server/middleware/auth';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, the least a caller must be (docs/decisions.md "Route declarations"):
 * - `guest`: anyone, signed in or not (what a guest gets may still be less);
 * - `member`: any signed-in member, about themselves or the community (401 for a guest);
 * - `owner`: a member acting on a thing of theirs: 403 to others who can see the thing, 404 to
 *   those who cannot (the gate lets members through; the service asks the policy layer,
 *   server/policies/ownership.ts, once it has the thing);
 * - `moderator`: moderators only; 404 to everyone else, guests included, so the desk's routes
 *   are not told to exist (docs/product.md §14.3).
 * The authorization test derives each route's expected statuses from this.
 */
export type Access = 'guest' | 'member' | 'owner' | 'moderator';

/** What a route reads from the request body. */
export type BodyType = 'json' | 'form' | 'multipart';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** The parsed, validated parts of a request, each typed by the schema that checked it. */
export interface Input<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

export interface RouteSpec<
  A extends Access,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Schema,
> {
  method: Method;
  /** Express style under /api, e.g. `/listings/:id`. */
  path: string;
  summary: string;
  /** The group the route is listed under in the API document. */
  tag: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  bodyType?: BodyType;
  /** What a success answers; JSON unless `produces` says otherwise. */
  response?: R;
  /** The success status (200 unless given). */
  status?: number;
  /** A non-JSON answer's media type (images, HTML, Prometheus text). */
  produces?: string;
  /** The other answers worth naming, by status. */
  errors?: Record<number, string>;
  /**
   * The route checks credentials of its own (a metrics scraper's token), so it is served
   * before member authentication, which would refuse a bearer token that is not a member's.
   */
  ownCredentials?: boolean;
  /** Run after authentication and before validation: rate limits, body parsers, uploads. */
  before?: RequestHandler[];
}

/** The call a handler gets: validated input, the signed-in member (when any), req and res. */
export interface Call<A extends Access, P extends Schema, Q extends Schema, B extends Schema> {
  input: Input<P, Q, B>;
  /** The member behind the token: always there unless the route is open to guests. */
  user: A extends 'guest' ? AuthUser | undefined : AuthUser;
  req: Request;
  res: Response;
}

/** A handler answers the body to send as JSON, or nothing when it sent the answer itself. */
export type Handler<
  A extends Access,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Schema,
> = (
  call: Call<A, P, Q, B>,
) => Promise<(R extends z.ZodType ? z.input<R> : unknown) | undefined> | undefined;

/** A declared route, its types erased: what mount.ts and the API document read. */
export interface Route extends RouteSpec<Access, Schema, Schema, Schema, Schema> {
  handler: (call: Call<Access, Schema, Schema, Schema>) => Promise<unknown> | undefined;
}

/**
 * One declaration per route: the router (authentication, validation), the OpenAPI document
 * and the authorization test all read it (server/http/mount.ts, server/openapi/build.ts).
 */
export function defineRoute<
  A extends Access,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends Schema = undefined,
>(spec: RouteSpec<A, P, Q, B, R>, handler: Handler<A, P, Q, B, R>): Route {
  return { ...spec, handler } as unknown as Route;
}
