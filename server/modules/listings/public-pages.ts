import { type ListingsQuery, sortOf } from '@common/schemas/listings';
import type { Listing } from '@common/types';
import type { DistanceUnit } from '@common/units';
import type { AppContext } from '@server/context';
import { type PreparedJson, prepareJson } from '@server/lib/prepared-json';
import { SharedAnswers } from '@server/lib/shared-answers';
import { listListings } from './read-listings';
import { distanceFrom, type Vantage } from './vantage';

/**
 * A page of the marketplace's Public tab as a guest sees it. Anyone else sees the same page
 * unless they own one of its listings (their own are left out of the tab), so the page is
 * built, serialized and compressed once and sent as is to all of them.
 */
export interface PublicPage {
  /** As a guest sees it: no distances, in the unit the page was built for. */
  items: Listing[];
  json: PreparedJson;
  /** Each listing's JSON cut where its distance goes: a member's copy is spliced, not rebuilt. */
  pieces: ListingPieces[];
  nextCursor: string | undefined;
  /** Owners of the page's listings and of the one after it, which decides the cursor. */
  ownerIds: ReadonlySet<number>;
}

declare module '@server/context' {
  interface AppContext {
    /**
     * The listings module's shared Public tab pages: call `forget()` after committing a change
     * a public page shows (a listing, or its owner's name, picture or point).
     */
    listingPages: ListingPages;
  }
}

/** How stale a page may be after a change made through another instance. */
const PUBLIC_PAGE_TTL_MS = 1000;
const PUBLIC_PAGES_MAX = 200;

/**
 * The Public tab's pages, kept by the listings module (docs/decisions.md "How fresh answers are
 * across instances"). A page shows listings and their owners' names, pictures and cloaked
 * points, so whatever changes one of those calls `forget()` once its write is committed: the
 * listings service after each listing change, the profile, location and account deletion
 * services after a member's. A page built while a change was under way is never kept.
 */
export class ListingPages {
  readonly #pages = new SharedAnswers<PublicPage>(PUBLIC_PAGE_TTL_MS, PUBLIC_PAGES_MAX);

  /**
   * The shared page for this query, or undefined when the viewer owns part of it or blocks
   * (or is blocked by) one of its owners (`hidden`): they get a page of their own.
   */
  async pageFor(
    ctx: AppContext,
    query: ListingsQuery,
    viewer: { id: number; hidden: readonly number[] } | undefined,
    unit: DistanceUnit,
  ): Promise<PublicPage | undefined> {
    // zod's output lists the schema's keys in one order, so equal queries make equal keys.
    // One page per unit: a viewer's distances are added to it afterwards (withDistances).
    const key = `${unit} ${JSON.stringify(query)}`;
    const page = await this.#pages.get(key, async () => {
      const { items, nextCursor, ownerIds } = await listListings(ctx, query, undefined, {
        vantage: { unit, point: null },
      });
      return {
        items,
        json: prepareJson(items),
        pieces: items.map(cutAtDistance),
        nextCursor,
        ownerIds: new Set(ownerIds),
      };
    });
    if (viewer === undefined) return page;
    if (page.ownerIds.has(viewer.id)) return undefined;
    // Nor when it shows a member the viewer blocks or is blocked by (docs/product.md §14.1),
    // read with the viewer's vantage (vantage.ts).
    return viewer.hidden.some((id) => page.ownerIds.has(id)) ? undefined : page;
  }

  /** Drops every page on this instance; other instances' expire within the TTL. */
  forget(): void {
    this.#pages.clear();
  }

  /** How many pages are kept. */
  get size(): number {
    return this.#pages.size;
  }
}

/** A listing's JSON before and after the value of its `distance`. */
type ListingPieces = [head: string, tail: string];

/** How a shared page's listing shows its distance: none, as a guest sees it. */
const NO_DISTANCE = ',"distance":null,';

/**
 * A quote inside a JSON string is always escaped, so an unescaped `,"distance":` is a key; the
 * only object with that key in a listing is the listing itself (its photos and the member it is
 * promised to have none), so the first one is the listing's.
 */
function cutAtDistance(item: Listing): ListingPieces {
  const json = JSON.stringify(item);
  const at = json.indexOf(NO_DISTANCE);
  if (at < 0) throw new Error(`Listing ${item.id} has no distance to fill in`);
  const value = at + NO_DISTANCE.length - 'null,'.length;
  return [json.slice(0, value), json.slice(value + 'null'.length)];
}

/**
 * A shared page as one member sees it, as JSON: the distance from their home to each listing's
 * place, which the page shows as a guest sees it, the owner's cloaked point. The database is not
 * asked again, and nothing is serialized again but the distances themselves
 * (docs/performance.md).
 */
export function withDistances(page: PublicPage, vantage: Vantage): string {
  const parts = page.pieces.map(([head, tail], i) => {
    const item = page.items[i]!;
    const distance = distanceFrom(vantage, {
      latitude: item.owner_latitude,
      longitude: item.owner_longitude,
    });
    return head + JSON.stringify(distance) + tail;
  });
  return `[${parts.join(',')}]`;
}

/**
 * The Public tab alone: neither a member's own lists, a seller's page nor friends' listings, and
 * in an order that is the same for everyone (relevance and distance rank by the viewer's home).
 */
export function isPublicFeed(query: ListingsQuery): boolean {
  const sort = sortOf(query);
  return (
    query.public === true &&
    !query.friends &&
    !query.mine &&
    query.user_id === undefined &&
    query.within === undefined &&
    sort !== 'relevance' &&
    sort !== 'distance'
  );
}
