import { users } from '@server/db/schema';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Who counts as a member (docs/decisions.md "Deleted members"): a deleted profile stays as a
 * tombstone row, so that conversations keep their author, and nobody can message, befriend,
 * find, thank or be told of it. Every query that means "a member" asks these, of `users` or of
 * an alias of it (`alias(users, 'u')` in a raw statement renders `"u"."deleted_at"`), so the
 * rule has one spelling.
 */
interface MemberColumns {
  deletedAt: AnyPgColumn;
}

interface StandingColumns extends MemberColumns {
  suspendedAt: AnyPgColumn;
}

/** A member who has not deleted their profile. */
export function memberNotDeleted(member: MemberColumns = users): SQL {
  return sql`${member.deletedAt} is null`;
}

/** The tombstone of a member who deleted their profile, shown as "Deleted member". */
export function memberDeleted(member: MemberColumns = users): SQL {
  return sql`${member.deletedAt} is not null`;
}

/**
 * A member a moderator has not suspended (docs/product.md §14.3): what they offer is hidden
 * and their voice no longer counts towards holding a listing (§14.2).
 */
export function memberNotSuspended(member: StandingColumns = users): SQL {
  return sql`${member.suspendedAt} is null`;
}

/** A suspended member, as the token check reads it (docs/product.md §14.3). */
export function memberSuspended(member: StandingColumns = users): SQL {
  return sql`${member.suspendedAt} is not null`;
}

/** A member in good standing: neither gone nor suspended, so others are shown and told of them. */
export function memberInGoodStanding(member: StandingColumns = users): SQL {
  return and(memberNotDeleted(member), memberNotSuspended(member))!;
}

/** memberDeleted of a row already read (a profile, the member a report is about). */
export function hasLeft(member: { deletedAt: Date | null }): boolean {
  return member.deletedAt !== null;
}

/** memberSuspended of a row already read (the account signing in). */
export function isSuspended(member: { suspendedAt: Date | null }): boolean {
  return member.suspendedAt !== null;
}

/**
 * Whether a member acts on themselves: what one may not do to oneself (befriend, message, block,
 * report, reserve for: docs/product.md §9, §10, §14), and what one's own page shows in full.
 */
export function isOneself(memberId: number, otherId: number | null | undefined): boolean {
  return memberId === otherId;
}
