import type { Contract, Schema } from '@common/contracts/contract';
import type { AuthUser } from '@server/middleware/auth';
import type { About, Access } from '@server/policies/access';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';

/**
 * Who may call a route, the least a caller must be (docs/decisions.md "Route declarations"); the
 * answer to each caller is the policy layer's (server/policies/access.ts).
 */
export type { Access } from '@server/policies/access';

/** How the server serves a contract: who may call it, and what runs before its handler. */
export interface Binding<A extends Access> {
  access: A;
  /**
   * A `member` route with nothing to ask a policy says so: it is about the caller alone
   * (`self`) or shows what every member may see (`community`). Without it, mount refuses the
   * answer of a member route whose handler asked no policy check (server/policies/access.ts).
   */
  about?: A extends 'member' ? About : never;
  /**
   * The route checks credentials of its own (a metrics scraper's token), so it is served
   * before member authentication, which would refuse a bearer token that is not a member's.
   */
  ownCredentials?: boolean;
  /** Run after authentication and before validation: rate limits, body parsers, uploads. */
  before?: RequestHandler[];
}

type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** The parsed, validated parts of a request, each typed by the schema that checked it. */
interface Input<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/** The call a handler gets: validated input, the signed-in member (when any), req and res. */
interface Call<A extends Access, P extends Schema, Q extends Schema, B extends Schema> {
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

/** A served route, its types erased: what mount.ts and the API document read. */
export interface Route extends Contract, Binding<Access> {
  handler: (call: Call<Access, Schema, Schema, Schema>) => Promise<unknown> | undefined;
}

/**
 * Serves a contract (common/contracts): the router (authentication, validation), the OpenAPI
 * document and the authorization test all read the result (server/http/mount.ts,
 * server/openapi/build.ts). The handler's input and answer are typed by the contract's schemas.
 */
export function implement<
  A extends Access,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Schema,
>(contract: Contract<P, Q, B, R>, binding: Binding<A>, handler: Handler<A, P, Q, B, R>): Route {
  return { ...contract, ...binding, handler } as unknown as Route;
}
