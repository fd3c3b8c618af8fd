import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the route being served has asked a policy check (docs/decisions.md "Policies"): every
 * check of this layer that refuses or lets a member through records it, and mount refuses the
 * answer of an `owner` route, or of a `member` route not declared `about` the caller alone or
 * the community, whose handler never asked.
 */
const asked = new AsyncLocalStorage<{ asked: boolean }>();

/** What the 500 says of a route that answered unasked: which access it broke. */
const UNASKED = {
  owner: 'An owner route answered without asking who owns its thing',
  member: 'A member route answered without asking a policy',
} as const;

/**
 * Runs a route's handler and refuses its answer unless the handler asked a policy check on the
 * way. The check itself stays in the service, inside the transaction that acts on the thing,
 * where it cannot go stale between the asking and the acting.
 */
export async function answerOnlyIfAsked<T>(
  access: keyof typeof UNASKED,
  handler: () => Promise<T> | undefined,
): Promise<T> {
  const store = { asked: false };
  const answer = await asked.run(store, handler);
  if (!store.asked) throw new Error(UNASKED[access]);
  return answer as T;
}

/** Records that the route being served asked a policy check (nothing outside a route). */
export function noteAsked(): void {
  const store = asked.getStore();
  if (store) store.asked = true;
}
