import type { Db } from '@server/db/client';
import { thanks, users } from '@server/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const author = alias(users, 'thanks_author');
const recipient = alias(users, 'thanks_recipient');

/**
 * A thank-you as anyone may see it (docs/product.md §7.17): on the public profile of a member who
 * has not left, from a member who has not left, not removed by a moderator. A profile is shown to
 * everyone, blocked members included (§14.1), so what is shown is the same for every reporter.
 */
export async function findShownThanks(db: Db, id: number) {
  const [row] = await db
    .select({ id: thanks.id, fromId: thanks.fromId })
    .from(thanks)
    .innerJoin(author, eq(author.id, thanks.fromId))
    .innerJoin(recipient, eq(recipient.id, thanks.toId))
    .where(
      and(
        eq(thanks.id, id),
        isNull(thanks.removedAt),
        isNull(author.deletedAt),
        isNull(recipient.deletedAt),
      ),
    );
  return row;
}
