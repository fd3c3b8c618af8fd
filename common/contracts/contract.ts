import type { z } from 'zod';
import type { MessageKey } from '../i18n/locales';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route reads from the request body. */
type BodyType = 'json' | 'form' | 'multipart';

export type Schema = z.ZodType | undefined;

/**
 * One API route as both sides see it (docs/decisions.md "API contracts"): what the client
 * sends and what each answer holds. Data only, no server code: the server binds access and a
 * handler to it (server/http/route.ts), the API document is built from it, and the client
 * calls the API through it alone (client/src/lib/api-client.ts).
 */
interface ContractSpec<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> {
  method: Method;
  /** Express style under /api, e.g. `/listings/:id`. */
  path: string;
  summary: string;
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
  errors?: Record<number, ErrorNote>;
}

export interface Contract<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends Schema = Schema,
> extends ContractSpec<P, Q, B, R> {
  /** The group the route is listed under in the API document, and its query keys' root. */
  tag: string;
  /** Its name in the group: the second part of its query keys. */
  name: string;
}

/**
 * A documented answer: a note on when it comes, or the catalogue message the server answers,
 * which the API document says in English (docs/decisions.md "Languages").
 */
export type ErrorNote = string | { key: MessageKey; values?: Record<string, string | number> };

/** The message the server answers with, as a contract documents it. */
export const says = (key: MessageKey, values?: Record<string, string | number>): ErrorNote => ({
  key,
  ...(values && { values }),
});

type Specs = Record<string, ContractSpec<Schema, Schema, Schema, Schema>>;

/** The contracts of one group, each named by its key and tagged with the group. */
export function defineContracts<T extends Specs>(
  tag: string,
  specs: T,
): { [K in keyof T]: T[K] & { tag: string; name: K & string } } {
  const named = {} as Record<string, Contract>;
  for (const [name, spec] of Object.entries(specs)) named[name] = { ...spec, tag, name };
  return named as { [K in keyof T]: T[K] & { tag: string; name: K & string } };
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: path and query as the server reads them, the body as it is sent. */
export type RequestOf<C> =
  C extends Contract<infer P, infer Q, infer B, Schema>
    ? (P extends z.ZodType ? { params: Out<P> } : { params?: undefined }) &
        (Q extends z.ZodType ? { query?: Partial<Out<Q>> } : { query?: undefined }) &
        (B extends z.ZodType
          ? { body: C extends { bodyType: 'multipart' } ? In<B> | FormData : In<B> }
          : C extends { bodyType: 'multipart' }
            ? { body: FormData }
            : { body?: undefined })
    : never;

/** What a success answers, as the client reads it. */
export type ResponseOf<C> =
  C extends Contract<Schema, Schema, Schema, infer R>
    ? R extends z.ZodType
      ? z.output<R>
      : undefined
    : never;

/** `/listings/:id` with `{id: 4}` → `/listings/4` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Whether `url` (no query) is an instance of the contract's path, e.g. /listings/4.
 * @internal
 */
export function pathMatches(path: string, url: string): boolean {
  const pattern = path.replace(/\/$/, '').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`).test(url);
}
