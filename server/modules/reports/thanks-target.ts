import type { Db } from '@server/db/client';
import { thanks, users } from '@server/db/schema';
import { memberNotDeleted } from '@server/policies/members';
import { thanksAuthor, thanksShown } from '@server/policies/thanks';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const recipient = alias(users, 'thanks_recipient');

/**
 * A thank-you as anyone may see it (docs/product.md §7.17): shown by the thanks policy, on the
 * public profile of a member who has not left. What is shown is the same for every reporter.
 */
export async function findShownThanks(db: Db, id: number) {
  const [row] = await db
    .select({ id: thanks.id, fromId: thanks.fromId })
    .from(thanks)
    .innerJoin(thanksAuthor, eq(thanksAuthor.id, thanks.fromId))
    .innerJoin(recipient, eq(recipient.id, thanks.toId))
    .where(and(eq(thanks.id, id), thanksShown(), memberNotDeleted(recipient)));
  return row;
}
