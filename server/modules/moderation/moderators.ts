import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';

export const isModeratorEmail = (emails: readonly string[], email: string) =>
  emails.includes(email.trim().toLowerCase());

const lowerEmail = sql`lower(${users.email})`;

/**
 * At start-up: the members MODERATOR_EMAILS names become moderators (docs/product.md §14.3).
 * It only adds: a moderator removed with the ops command comes back here if still named.
 * Answers the ids it promoted.
 */
export async function applyModeratorEmails(db: Db, emails: readonly string[]): Promise<number[]> {
  if (!emails.length) return [];
  const rows = await db
    .update(users)
    .set({ role: 'moderator', updatedAt: new Date() })
    .where(and(inArray(lowerEmail, [...emails]), ne(users.role, 'moderator'), memberNotDeleted()))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

export type RoleChange =
  | { outcome: 'no-member' }
  | { outcome: 'unchanged' | 'changed'; userId: number; username: string };

/** `npm run ops -- moderator add|remove <email>`: one member's role, by address. */
export async function setModerator(db: Db, email: string, moderator: boolean): Promise<RoleChange> {
  const [member] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(and(eq(lowerEmail, email.trim().toLowerCase()), memberNotDeleted()));
  if (!member) return { outcome: 'no-member' };
  const role = moderator ? 'moderator' : 'member';
  if (member.role === role)
    return { outcome: 'unchanged', userId: member.id, username: member.username };
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, member.id));
  return { outcome: 'changed', userId: member.id, username: member.username };
}
