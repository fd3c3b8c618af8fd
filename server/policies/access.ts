/**
 * Who may call a route, the least a caller must be (docs/decisions.md "Route declarations"):
 * - `guest`: anyone, signed in or not (what a guest gets may still be less);
 * - `member`: any signed-in member (401 for a guest). Mount lets them through and then requires
 *   the handler to have asked a policy check of this layer, unless the route declares itself
 *   `about` the caller alone or the community (below);
 * - `owner`: a member acting on a thing of theirs: 403 to others who can see the thing, 404 to
 *   those who cannot. Mount lets members through and then requires the handler to have asked
 *   `mustOwn` (server/policies/ownership.ts), which it does inside the transaction that acts;
 * - `moderator`: moderators only; 404 to everyone else, guests included, so the desk's routes
 *   are not told to exist (docs/product.md §14.3).
 */
export type Access = 'guest' | 'member' | 'owner' | 'moderator';

/**
 * What a `member` route is about when it has nothing to ask a policy (docs/decisions.md
 * "Policies"): `self`, the caller's own account and the rows found by their id alone; or
 * `community`, what every member may be shown, filtered in SQL by this layer's visibility
 * predicates as a guest route's answer is. A member route that declares neither acts on
 * something of someone else's (a listing, a swap day, another member), and must ask.
 */
export type About = 'self' | 'community';

/**
 * The access whose proof a route owes (./asked.ts): an `owner` route must have asked who owns
 * its thing, a `member` route not declared `about` must have asked some check. The gate alone
 * answers for a guest or moderator route: it asks `refusal` of the caller before anything runs.
 */
export function proofOwed(
  access: Access,
  about: About | undefined,
): 'owner' | 'member' | undefined {
  if (access === 'owner') return 'owner';
  if (access === 'member' && about === undefined) return 'member';
  return undefined;
}

/** @internal */
export const ACCESS: readonly Access[] = ['guest', 'member', 'owner', 'moderator'];

/** What the policy knows of a caller, and of them and the thing the route acts on. */
export interface Standing {
  signedIn: boolean;
  moderator: boolean;
  /** They may see the thing (it exists and is shown to them). */
  sees: boolean;
  /** It is theirs. */
  owns: boolean;
}

export type Refusal = 401 | 403 | 404;

/**
 * The one table of who is refused what: mount's gates, `mustOwn` and the authorization test
 * all read it, so a route's declared access and its answers cannot disagree.
 */
export function refusal(access: Access, who: Standing): Refusal | undefined {
  switch (access) {
    case 'guest':
      return undefined;
    case 'member':
      return who.signedIn ? undefined : 401;
    case 'owner':
      if (!who.signedIn) return 401;
      if (!who.sees) return 404;
      return who.owns ? undefined : 403;
    case 'moderator':
      return who.signedIn && who.moderator ? undefined : 404;
  }
}
