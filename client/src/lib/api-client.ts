import {
  type Contract,
  fillPath,
  type RequestOf,
  type ResponseOf,
} from '@common/contracts/contract';
import type { AxiosResponse } from 'axios';
import { api } from './api';

type Options = { signal?: AbortSignal | undefined };

/** A contract's request, leaving out what it does not take. */
type Args<C extends Contract> =
  Partial<RequestOf<C>> extends RequestOf<C>
    ? [request?: RequestOf<C>, options?: Options]
    : [request: RequestOf<C>, options?: Options];

function bodyOf(contract: Contract, body: unknown): unknown {
  if (body === undefined || body instanceof FormData) return body;
  if (contract.bodyType === 'form') {
    return new URLSearchParams(
      Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
  }
  return body;
}

/** A query as the API reads it: a list is one comma-separated value (`type_id=1,3`). */
function queryOnTheWire(query: Record<string, unknown> | undefined) {
  if (!query) return undefined;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );
}

/**
 * Calls the API through its contract (common/contracts; docs/decisions.md "API contracts"):
 * the path filled from `params`, the query and body typed by the contract's schemas, the
 * answer typed by its response schema. The whole answer, for a header such as X-Next-Cursor.
 */
export function request<C extends Contract>(
  contract: C,
  ...[input, options]: Args<C>
): Promise<AxiosResponse<ResponseOf<C>>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  // The one place an answer gets its type: from the contract the server answers through
  // (under test the server checks each answer against the same schema, server/http/mount.ts).
  return api.request({
    method: contract.method,
    url: fillPath(contract.path, params),
    params: queryOnTheWire(query),
    data: bodyOf(contract, body),
    signal: options?.signal,
  }) as Promise<AxiosResponse<ResponseOf<C>>>;
}

/** `request`, the answer's body alone. */
export async function call<C extends Contract>(
  contract: C,
  ...args: Args<C>
): Promise<ResponseOf<C>> {
  return (await request(contract, ...args)).data;
}

/**
 * A query key derived from the contract: [group, name, params, query]. A prefix invalidates
 * a whole group (`[tag]`) or every call of one route (`[tag, name]`).
 */
export function keyOf<C extends Contract>(contract: C, input?: RequestOf<C>): readonly unknown[] {
  const { params, query } = (input ?? {}) as { params?: unknown; query?: unknown };
  const key: unknown[] = [contract.tag, contract.name];
  if (params !== undefined) key.push(params);
  if (query !== undefined) key.push(query);
  return key;
}

/** The react-query options for a GET contract: its key and a fetcher that aborts with it. */
export function queryOf<C extends Contract>(contract: C, ...[input]: Args<C>) {
  return {
    queryKey: keyOf(contract, input),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(contract, ...([input, { signal }] as unknown as Args<C>)),
  };
}
