import { forbidden, notFound } from '@server/lib/errors';

/** The texts a refusal shows: the thing as its owner names it. */
export interface Refusals {
  /** The member cannot see it, or it does not exist (the two are never told apart). */
  missing: string;
  /** They can see it but it is someone else's. */
  notYours: string;
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
  if (!thing) throw notFound(refusals.missing);
  if (thing.ownerId !== memberId) throw forbidden(refusals.notYours);
  return thing;
}
