import { api } from '@client/lib/api';
import { sessionStore } from '@client/lib/session';
import { type Contract, pathMatches } from '@common/contracts/contract';
import { allContracts } from '@common/test/all-contracts';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** One request as the screen made it: path without /api nor query, query, and body. */
export interface Call {
  method: string;
  url: string;
  query: Record<string, unknown>;
  /** Parsed JSON, or the FormData of a multipart request. */
  body: unknown;
}

/** What the fake server answers; status 0 is a network failure (no answer at all). */
export interface Reply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

export const networkFailure: Reply = { status: 0 };

const realAdapter = api.defaults.adapter;

/** JSON, or a form-encoded body (the login, docs/product.md §3.4) as an object. */
function parseBody(config: InternalAxiosRequestConfig): unknown {
  const type = String(config.headers?.['Content-Type'] ?? '');
  const text = config.data as string;
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text);
}

function callOf(config: InternalAxiosRequestConfig): Call {
  const [url = '', search = ''] = (config.url ?? '').split('?');
  const query = { ...Object.fromEntries(new URLSearchParams(search)), ...config.params };
  const body = typeof config.data === 'string' ? parseBody(config) : config.data;
  return { method: (config.method ?? 'get').toUpperCase(), url, query, body };
}

const withoutSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

/**
 * The contract a call is made through: a fixed path before one with a parameter that could
 * also match it (`/listings/want-listings` before `/listings/:id`), as the server orders them.
 */
function contractFor(method: string, url: string): Contract | undefined {
  const matching = allContracts.filter((c) => c.method === method && pathMatches(c.path, url));
  return matching.sort((a, b) => paramCount(a) - paramCount(b))[0];
}

const paramCount = (c: Contract) => (c.path.match(/:/g) ?? []).length;

/** The fake answers each test set up that break their contract, reported after the test. */
const broken: string[] = [];

/** What a reply breaks of its route's contract, if anything. */
function breach(call: Call, status: number, data: unknown): string | undefined {
  const contract = contractFor(call.method, call.url);
  if (!contract) return `${call.method} ${call.url} is no route of the API (common/contracts)`;
  if (status < 200 || status >= 300) {
    const detail = (data as { detail?: unknown } | undefined)?.detail;
    return detail === undefined ? `${call.method} ${call.url} ${status} has no detail` : undefined;
  }
  if (!contract.response || contract.produces) return undefined;
  const result = contract.response.safeParse(data);
  if (result.success) return undefined;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return `${call.method} ${call.url} answered outside its contract: ${problems.join('; ')}`;
}

/** Fails the test that set up an answer its route's contract does not allow (setup.ts). */
export function takeContractBreaches(): string[] {
  return broken.splice(0);
}

/**
 * The test double for the server: answers `METHOD /path` (as the client names it, without
 * /api and query) through axios's adapter, so screens run their real requests, and records
 * every call; anything else answers 404. Undone after each test (client/src/test/setup.ts).
 */
export function fakeApi(given: Record<string, Route>) {
  const routes = Object.fromEntries(
    Object.entries(given).map(([key, route]) => {
      const [method = '', url = ''] = key.split(' ');
      if (!contractFor(method, withoutSlash(url)))
        throw new Error(`fakeApi: ${key} is no route of the API (common/contracts)`);
      return [`${method} ${withoutSlash(url)}`, route];
    }),
  );
  const calls: Call[] = [];
  api.defaults.adapter = async (config) => {
    const call = callOf(config);
    calls.push(call);
    const route = routes[`${call.method} ${withoutSlash(call.url)}`];
    const reply = typeof route === 'function' ? await route(call) : route;
    const {
      status = 200,
      data,
      headers = {},
    } = reply ?? { status: 404, data: { detail: 'Not found' } };
    if (status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    // A 404 for a route the test did not set up is the fake's own answer, not the test's.
    const problem = route === undefined ? undefined : breach(call, status, data);
    if (problem) broken.push(problem);
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(headers),
      config,
    };
    if (status >= 400) {
      const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
    }
    return response;
  };
  return {
    calls,
    /** The calls to one route, e.g. `server.to('POST /messages')`. */
    to: (route: string) => {
      const [method, url = ''] = route.split(' ');
      return calls.filter((c) => c.method === method && withoutSlash(c.url) === withoutSlash(url));
    },
  };
}

/** Puts back the real adapter. */
export function stopFakeApi() {
  api.defaults.adapter = realAdapter;
}

export function signInAs(id: number, username: string) {
  sessionStore.start('test-token', { id, username });
}
