import { api } from '@client/lib/api';
import { sessionStore } from '@client/lib/session';
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

/**
 * The test double for the server: answers `METHOD /path` (as the client names it, without
 * /api and query) through axios's adapter, so screens run their real requests, and records
 * every call; anything else answers 404. Undone after each test (client/src/test/setup.ts).
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  api.defaults.adapter = async (config) => {
    const call = callOf(config);
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const reply = typeof route === 'function' ? await route(call) : route;
    const {
      status = 200,
      data,
      headers = {},
    } = reply ?? { status: 404, data: { detail: 'Not found' } };
    if (status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
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
    to: (route: string) => calls.filter((c) => `${c.method} ${c.url}` === route),
  };
}

/** Puts back the real adapter. */
export function stopFakeApi() {
  api.defaults.adapter = realAdapter;
}

export function signInAs(id: number, username: string) {
  sessionStore.start('test-token', { id, username });
}
