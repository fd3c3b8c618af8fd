import { type Detail, forbidden, notFound } from '@server/lib/errors';
import { refusal } from './access';
import { noteAsked } from './asked';

/** The texts a refusal shows: the thing as its owner names it. */
export interface Refusals {
  /** The member cannot see it, or it does not exist (the two are never told apart). */
  missing: Detail;
  /** They can see it but it is someone else's. */
  notYours: Detail;
}

/** Whether a thing is the member's own: the identity at the heart of every `owner` check. */
export function owns(thing: { ownerId: number }, memberId: number): boolean {
  return thing.ownerId === memberId;
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
  return mustBeParty(thing, thing !== undefined && owns(thing, memberId), refusals);
}

/**
 * The same rule for a thing that belongs to more than one member (a pickup's two parties,
 * ./pickups.ts): the caller's policy says whether this member is one of them.
 */
export function mustBeParty<T>(thing: T | undefined, party: boolean, refusals: Refusals): T {
  noteAsked();
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

/**
 * How a batch refuses a thing that is missing or not the member's: 404/403 with the thing's
 * texts, or an error of the caller's own (a form naming the field at its index).
 */
type EachRefusal = Refusals | ((index: number, id: number) => Error);

/**
 * `mustOwn` for each of `ids`, found among `things`; none at all is vacuously theirs. `each`,
 * when given, is asked of a thing once it is found theirs and before the next is looked at, so
 * the first of the batch refused for any reason is the one named.
 */
export function mustOwnEach<T extends { id: number; ownerId: number }>(
  ids: readonly number[],
  things: readonly T[],
  memberId: number,
  refusals: EachRefusal,
  each?: (thing: T, index: number) => void,
): T[] {
  noteAsked();
  return ids.map((id, index) => {
    const found = things.find((t) => t.id === id);
    let thing: T;
    if (typeof refusals === 'function') {
      if (found === undefined || !owns(found, memberId)) throw refusals(index, id);
      thing = found;
    } else thing = mustOwn(found, memberId, refusals);
    each?.(thing, index);
    return thing;
  });
}

/**
 * For a thing looked up among the member's own alone (a query scoped to them, such as their
 * notification or device): found is theirs; not found is all anyone is told (404, never 403).
 */
export function mustBeAmongOwn<T>(found: T | undefined | false, missing: Detail): T {
  noteAsked();
  if (found === undefined || found === false) throw notFound(missing);
  return found;
}

/**
 * For a thing looked up through a visibility predicate of this layer (visibleTo, eventShownTo):
 * found is one the member may see; not found is 404, whether it is hidden from them or does
 * not exist, so a refusal tells nobody that a hidden thing exists.
 */
export function mustSee<T>(found: T | undefined, missing: Detail): T {
  noteAsked();
  if (found === undefined) throw notFound(missing);
  return found;
}
