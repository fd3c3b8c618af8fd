import type { Db } from '@server/db/client';
import { friendships, type UserRow, users } from '@server/db/schema';
import { outerRef } from '@server/policies/friends';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq, or, sql } from 'drizzle-orm';

/** Number of accepted friendships the member is part of. */
export function friendCountSql(userId: unknown) {
  const id = outerRef(userId);
  return sql<number>`(select count(*)::int from ${friendships} f
    where f.status = 'accepted' and (f.sender_id = ${id} or f.receiver_id = ${id}))`;
}

export async function findUserWithFriendCount(
  db: Db,
  id: number,
): Promise<(UserRow & { friendCount: number }) | undefined> {
  const [row] = await db
    .select({ user: users, friendCount: friendCountSql(users.id) })
    .from(users)
    .where(eq(users.id, id));
  return row ? { ...row.user, friendCount: row.friendCount } : undefined;
}

/** Whether a member exists and has not deleted their profile: one others may find and name. */
export async function memberExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), memberNotDeleted()));
  return row !== undefined;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Which of the e-mail and username are taken by someone other than `exceptId`. */
export async function takenIdentity(
  db: Db,
  fields: { email?: string | undefined; username?: string | undefined },
  exceptId?: number,
) {
  const conditions = [];
  if (fields.email) conditions.push(sql`lower(${users.email}) = lower(${fields.email})`);
  if (fields.username) conditions.push(sql`lower(${users.username}) = lower(${fields.username})`);
  if (!conditions.length) return { email: false, username: false };
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(or(...conditions));
  const others = rows.filter((r) => r.id !== exceptId);
  return {
    email:
      !!fields.email && others.some((r) => r.email.toLowerCase() === fields.email!.toLowerCase()),
    username:
      !!fields.username &&
      others.some((r) => r.username.toLowerCase() === fields.username!.toLowerCase()),
  };
}
