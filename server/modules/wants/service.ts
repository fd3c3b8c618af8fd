import { categoryName } from '@common/codes';
import { WANTS_PER_CATEGORY } from '@common/limits';
import type { WantBatchInput, WantCreateInput } from '@common/schemas/wants';
import type { WantListing } from '@common/types';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { wantListings } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import { conflict, local, notFound, unauthorized } from '@server/lib/errors';
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
  if (!rows.length && ownerId !== viewerId && !(await userExists(ctx.db, ownerId)))
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
    await lockOwner(tx as unknown as Db, userId);
    const done = await work(tx as unknown as Db);
    if (done.saved.length) {
      await enqueueJob(tx as unknown as Db, 'match_wants', {
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
      .values({ ownerId: userId, title: input.title, categoryId: input.category_id })
      .returning();
    return { result: presentWant(row!), saved: [row!.id] };
  });
}

export function renameWant(ctx: AppContext, userId: number, id: number, title: string) {
  return change(ctx, userId, async (tx) => {
    const want = mustOwn(await findWant(tx, id), userId, REFUSALS);
    const current = await wantsOf(tx, userId);
    checkWishList(current.map((w) => (w.id === want.id ? { ...w, title } : w)));
    const [row] = await tx
      .update(wantListings)
      .set({ title })
      .where(eq(wantListings.id, id))
      .returning();
    // Only new words can bring new matches; pairs already told stay told.
    return { result: presentWant(row!), saved: key(title) === key(want.title) ? [] : [id] };
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
      if (key(before.title) === key(title) && before.title === title) continue;
      await tx.update(wantListings).set({ title }).where(eq(wantListings.id, id));
      if (key(before.title) !== key(title)) renamed.push(id);
    }
    const created = batch.create.length
      ? await tx
          .insert(wantListings)
          .values(
            batch.create.map((c) => ({
              ownerId: userId,
              title: c.title,
              categoryId: c.category_id,
            })),
          )
          .returning({ id: wantListings.id })
      : [];
    const after = await wantsOf(tx, userId);
    return { result: after.map(presentWant), saved: [...renamed, ...created.map((c) => c.id)] };
  });
}
