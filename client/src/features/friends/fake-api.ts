import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

type Reply =
  | { status: number; data?: unknown }
  | ((body: unknown) => { status: number; data?: unknown });

/**
 * Test double for the server: answers `METHOD /path` (query string ignored) through axios's
 * adapter, so screens run their real requests, and records every call.
 */
export function fakeApi(routes: Record<string, Reply>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const original = api.defaults.adapter;
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0]!;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const reply =
      typeof route === 'function'
        ? route(body)
        : (route ?? { status: 404, data: { detail: 'Not found' } });
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
    }
    return response;
  };
  return {
    calls,
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}

export function signInAs(id: number, username: string) {
  sessionStore.start('test-token', { id, username });
}
