import { type ListingsQuery, sortOf } from '@common/schemas/listings';
import type { Listing } from '@common/types';
import type { DistanceUnit } from '@common/units';
import type { AppContext } from '@server/context';
import { type PreparedJson, prepareJson } from '@server/lib/prepared-json';
import { SharedAnswers } from '@server/lib/shared-answers';
import { blockedEitherWayIds } from '@server/modules/blocks/relations';
import { listListings } from './service';
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
  nextCursor: string | undefined;
  /** Owners of the page's listings and of the one after it, which decides the cursor. */
  ownerIds: ReadonlySet<number>;
}

/** How stale a page may be after a change made through another instance. */
export const PUBLIC_PAGE_TTL_MS = 1000;
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
   * (or is blocked by) one of its owners: they get a page of their own.
   */
  async pageFor(
    ctx: AppContext,
    query: ListingsQuery,
    viewerId: number | undefined,
    unit: DistanceUnit,
  ): Promise<PublicPage | undefined> {
    // zod's output lists the schema's keys in one order, so equal queries make equal keys.
    // One page per unit: a viewer's distances are added to it afterwards (withDistances).
    const key = `${unit} ${JSON.stringify(query)}`;
    const page = await this.#pages.get(key, async () => {
      const { items, nextCursor, ownerIds } = await listListings(ctx, query, undefined, {
        unit,
        point: null,
      });
      return { items, json: prepareJson(items), nextCursor, ownerIds: new Set(ownerIds) };
    });
    if (viewerId === undefined) return page;
    if (page.ownerIds.has(viewerId)) return undefined;
    // Nor when it shows a member the viewer blocks or is blocked by (docs/product.md §14.1).
    const hidden = await blockedEitherWayIds(ctx.db, viewerId);
    return hidden.some((id) => page.ownerIds.has(id)) ? undefined : page;
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

/**
 * A shared page as one member sees it: the distance from their home to each listing's place,
 * which the page shows as a guest sees it, the owner's cloaked point. The database is not asked
 * again; only the serializing is the viewer's own.
 */
export function withDistances(page: PublicPage, vantage: Vantage): Listing[] {
  return page.items.map((item) => ({
    ...item,
    distance: distanceFrom(vantage, {
      latitude: item.owner_latitude,
      longitude: item.owner_longitude,
    }),
  }));
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
