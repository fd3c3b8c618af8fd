import { AsyncLocalStorage } from 'node:async_hooks';
import { type Detail, forbidden, notFound } from '@server/lib/errors';
import { refusal } from './access';

/** The texts a refusal shows: the thing as its owner names it. */
export interface Refusals {
  /** The member cannot see it, or it does not exist (the two are never told apart). */
  missing: Detail;
  /** They can see it but it is someone else's. */
  notYours: Detail;
}

/** Whether the `owner` route being served has asked this policy (server/http/mount.ts). */
const asked = new AsyncLocalStorage<{ asked: boolean }>();

/**
 * Runs an `owner` route's handler and refuses its answer unless the handler asked the
 * ownership policy on the way: a route declared `owner` cannot answer without the check.
 * The check itself stays in the service, inside the transaction that acts on the thing, where
 * it cannot go stale between the asking and the acting.
 */
export async function answerOnlyIfAsked<T>(handler: () => Promise<T> | undefined): Promise<T> {
  const store = { asked: false };
  const answer = await asked.run(store, handler);
  if (!store.asked) throw new Error('An owner route answered without asking who owns its thing');
  return answer as T;
}

function note() {
  const store = asked.getStore();
  if (store) store.asked = true;
}

/**
 * The one rule for "may this member change that thing" (docs/decisions.md "Route
 * declarations", the `owner` access): `thing` is what the member may see, undefined when they
 * may not or it does not exist (404, so its existence is not told); someone else's is 403.
 */
export function mustOwn<T extends { ownerId: number }>(
  thing: T | undefined,
  memberId: number,
  refusals: Refusals,
): T {
  return mustBeParty(thing, thing?.ownerId === memberId, refusals);
}

/**
 * The same rule for a thing that belongs to more than one member (a pickup's two parties,
 * ./pickups.ts): the caller's policy says whether this member is one of them.
 */
export function mustBeParty<T>(thing: T | undefined, party: boolean, refusals: Refusals): T {
  note();
  const status = refusal('owner', {
    signedIn: true,
    moderator: false,
    sees: thing !== undefined,
    owns: party,
  });
  if (status === 404 || thing === undefined) throw notFound(refusals.missing);
  if (status === 403) throw forbidden(refusals.notYours);
  return thing;
}

/** `mustOwn` for each of `ids`, found among `things`; none at all is vacuously theirs. */
export function mustOwnEach<T extends { id: number; ownerId: number }>(
  ids: readonly number[],
  things: readonly T[],
  memberId: number,
  refusals: Refusals,
): T[] {
  note();
  return ids.map((id) =>
    mustOwn(
      things.find((t) => t.id === id),
      memberId,
      refusals,
    ),
  );
}

/**
 * For a thing looked up among the member's own alone (a query scoped to them, such as their
 * notification or device): found is theirs; not found is all anyone is told (404, never 403).
 */
export function mustBeAmongOwn<T>(found: T | undefined | false, missing: Detail): T {
  note();
  if (found === undefined || found === false) throw notFound(missing);
  return found;
}
