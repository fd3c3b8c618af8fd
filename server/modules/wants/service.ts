import { categoryName } from '@common/codes';
import { WANTS_PER_CATEGORY } from '@common/limits';
import type { WantBatchInput, WantCreateInput, WantUpdateInput } from '@common/schemas/wants';
import type { WantListing } from '@common/types';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { wantListings } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import { conflict, local, notFound, unauthorized } from '@server/lib/errors';
import { isOneself } from '@server/policies/members';
import { mustOwn, mustOwnEach } from '@server/policies/ownership';
import { and, eq, inArray } from 'drizzle-orm';
import { presentWant } from './presenter';
import { findWant, lockOwner, userExists } from './queries';
import { wantsOf } from './wish-list';

/** A want may be changed only by its owner; anyone may see it (wish lists are public). */
const REFUSALS = {
  missing: local('errors.wants.notFound'),
  notYours: local('errors.wants.notYours'),
};

const key = (title: string) => title.trim().toLowerCase();

/** Whether two sorted month lists differ (docs/product.md §8.11). */
const otherMonths = (a: number[], b: number[]) => a.join() !== b.join();

/**
 * The rules a whole wish list must keep after a change: at most 5 items per category, and
 * no item twice in a category (it would only send the same match twice).
 */
function checkWishList(items: { title: string; categoryId: number }[]) {
  const perCategory = new Map<number, Set<string>>();
  for (const item of items) {
    const seen = perCategory.get(item.categoryId) ?? new Set<string>();
    if (seen.has(key(item.title)))
      throw conflict(
        local('errors.wants.duplicate', {
          title: item.title,
          category: categoryName(item.categoryId),
        }),
      );
    seen.add(key(item.title));
    perCategory.set(item.categoryId, seen);
    if (seen.size > WANTS_PER_CATEGORY)
      throw conflict(local('errors.wants.limit', { count: WANTS_PER_CATEGORY }));
  }
}

export async function listWants(
  ctx: AppContext,
  viewerId: number | undefined,
  query: { user_id?: number | undefined; category_id?: number | undefined },
): Promise<WantListing[]> {
  const ownerId = query.user_id ?? viewerId;
  if (ownerId === undefined) throw unauthorized();
  const rows = await wantsOf(ctx.db, ownerId, query.category_id);
  if (!rows.length && !isOneself(ownerId, viewerId) && !(await userExists(ctx.db, ownerId)))
    throw notFound(local('errors.users.notFound'));
  return rows.map(presentWant);
}

/**
 * Runs a wish-list change with the owner's lock held; what it saved is matched by a background
 * job stored in the same transaction (docs/product.md §8.4), run once the change commits.
 */
async function change<T>(
  ctx: AppContext,
  userId: number,
  work: (tx: Db) => Promise<{ result: T; saved: number[] }>,
): Promise<T> {
  const { result, saved } = await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const done = await work(tx);
    if (done.saved.length) {
      await enqueueJob(tx, 'match_wants', {
        owner_id: userId,
        want_ids: done.saved,
      });
    }
    return done;
  });
  if (saved.length) ctx.jobs.wake();
  return result;
}

export function createWant(ctx: AppContext, userId: number, input: WantCreateInput) {
  return change(ctx, userId, async (tx) => {
    const current = await wantsOf(tx, userId);
    checkWishList([...current, { title: input.title, categoryId: input.category_id }]);
    const [row] = await tx
      .insert(wantListings)
      .values({
        ownerId: userId,
        title: input.title,
        categoryId: input.category_id,
        seasonMonths: input.season_months ?? [],
      })
      .returning();
    return { result: presentWant(row!), saved: [row!.id] };
  });
}

/** PATCH: a new title, new months (docs/product.md §8.11), or both. */
export function updateWant(ctx: AppContext, userId: number, id: number, input: WantUpdateInput) {
  return change(ctx, userId, async (tx) => {
    const want = mustOwn(await findWant(tx, id), userId, REFUSALS);
    const title = input.title ?? want.title;
    const months = input.season_months ?? want.seasonMonths;
    const current = await wantsOf(tx, userId);
    checkWishList(current.map((w) => (w.id === want.id ? { ...w, title } : w)));
    const [row] = await tx
      .update(wantListings)
      .set({ title, seasonMonths: months })
      .where(eq(wantListings.id, id))
      .returning();
    // Only new words, or months that may wake it, can bring new matches; pairs already told
    // stay told.
    const renewed = key(title) !== key(want.title) || otherMonths(months, want.seasonMonths);
    return { result: presentWant(row!), saved: renewed ? [id] : [] };
  });
}

export async function deleteWant(ctx: AppContext, userId: number, id: number): Promise<void> {
  const want = mustOwn(await findWant(ctx.db, id), userId, REFUSALS);
  await ctx.db
    .delete(wantListings)
    .where(and(eq(wantListings.id, want.id), eq(wantListings.ownerId, userId)));
}

/**
 * The /post-want save: deletions, renames and new items in one transaction, so a refusal
 * (someone else's id, the limit, a duplicate) leaves the wish list exactly as it was.
 */
export function saveWantBatch(ctx: AppContext, userId: number, batch: WantBatchInput) {
  return change(ctx, userId, async (tx) => {
    const ids = [...new Set([...batch.delete, ...batch.update.map((u) => u.id)])];
    const touched = ids.length
      ? await tx.select().from(wantListings).where(inArray(wantListings.id, ids))
      : [];
    mustOwnEach(ids, touched, userId, REFUSALS);

    const deleted = new Set(batch.delete);
    const renames = new Map(
      batch.update.filter((u) => !deleted.has(u.id)).map((u) => [u.id, u.title]),
    );
    const newMonths = new Map(
      batch.update.flatMap((u) =>
        !deleted.has(u.id) && u.season_months ? [[u.id, u.season_months] as const] : [],
      ),
    );
    const current = await wantsOf(tx, userId);
    const kept = current
      .filter((w) => !deleted.has(w.id))
      .map((w) => ({ ...w, title: renames.get(w.id) ?? w.title }));
    checkWishList([
      ...kept,
      ...batch.create.map((c) => ({ title: c.title, categoryId: c.category_id })),
    ]);

    if (deleted.size)
      await tx
        .delete(wantListings)
        .where(and(eq(wantListings.ownerId, userId), inArray(wantListings.id, [...deleted])));
    const renamed: number[] = [];
    for (const [id, title] of renames) {
      const before = current.find((w) => w.id === id)!;
      const months = newMonths.get(id) ?? before.seasonMonths;
      const monthsChanged = otherMonths(months, before.seasonMonths);
      if (before.title === title && !monthsChanged) continue;
      await tx
        .update(wantListings)
        .set({ title, seasonMonths: months })
        .where(eq(wantListings.id, id));
      if (key(before.title) !== key(title) || monthsChanged) renamed.push(id);
    }
    const created = batch.create.length
      ? await tx
          .insert(wantListings)
          .values(
            batch.create.map((c) => ({
              ownerId: userId,
              title: c.title,
              categoryId: c.category_id,
              seasonMonths: c.season_months ?? [],
            })),
          )
          .returning({ id: wantListings.id })
      : [];
    const after = await wantsOf(tx, userId);
    return { result: after.map(presentWant), saved: [...renamed, ...created.map((c) => c.id)] };
  });
}
