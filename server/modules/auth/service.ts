import type { Locale } from '@common/i18n/locales';
import type { ProfileUpdateAnswer, ProfileUpdateInput, RegisterInput } from '@common/schemas/auth';
import type { AuthResponse, UserProfile } from '@common/types';
import type { AppContext } from '@server/context';
import { revokedTokens, users } from '@server/db/schema';
import { queueEmail } from '@server/deliveries/queue-email';
import { english } from '@server/i18n';
import { badRequest, conflict, forbidden, local, notFound, unauthorized } from '@server/lib/errors';
import { signToken } from '@server/lib/tokens';
import type { AuthUser } from '@server/middleware/auth';
import { homeColumns } from '@server/modules/map';
import { isModeratorEmail } from '@server/modules/moderation';
import { isSuspended } from '@server/policies/members';
import { and, eq, sql } from 'drizzle-orm';
import { findUserByEmail, findUserWithFriendCount, takenIdentity } from './accounts';
import { assertNotCommon } from './common-passwords';
import { cancelEmailChanges, emailChangeSentMessage, requestEmailChange } from './email-change';
import { requestEmailConfirmation } from './email-confirmation';
import { hashPassword, hasOtherCost, verifyPassword, verifySignIn } from './passwords';
import { presentProfile } from './profile-presenter';
import { consumeResetToken, credentialsChanged } from './reset-tokens';
import { newLinkSeed } from './secret-tokens';
import { knownTimeZone } from './time-zone';

/**
 * In English, as tests compare them; members read them in their own language.
 * @internal
 */
export const RESET_LINK_INVALID = english('auth.error.resetLinkInvalid');

/**
 * Changes that could take the account from its owner (password, e-mail, deletion) need the
 * password again, so a stolen session alone cannot make them. A wrong one is 403, never 401:
 * 401 means "signed out" to the client, and the session itself is fine.
 */
export async function assertCurrentPassword(hash: string, given: string | undefined) {
  if (!given || !(await verifyPassword(given, hash)))
    throw forbidden(local('auth.error.wrongCurrentPassword'));
}

async function assertIdentityFree(
  ctx: AppContext,
  fields: { email?: string | undefined; username?: string | undefined },
  exceptId?: number,
) {
  const taken = await takenIdentity(ctx.db, fields, exceptId);
  if (taken.email) throw conflict(local('auth.error.emailTaken'));
  if (taken.username) throw conflict(local('auth.error.usernameTaken'));
}

/** `acceptLanguage` decides the unit of distances when the member has not chosen one. */
export async function loadProfile(
  ctx: AppContext,
  userId: number,
  acceptLanguage?: string,
): Promise<UserProfile> {
  const row = await findUserWithFriendCount(ctx.db, userId);
  if (!row) throw notFound(local('auth.error.profileNotFound'));
  return presentProfile(row, row.friendCount, acceptLanguage);
}

async function authResponse(
  ctx: AppContext,
  userId: number,
  version: number,
): Promise<AuthResponse> {
  return {
    access_token: signToken(ctx.config.jwtSecret, userId, version),
    token_type: 'bearer',
    user: await loadProfile(ctx, userId),
  };
}

/** `locale` is the request's, taken when the body names none (the browser's language). */
export async function register(
  ctx: AppContext,
  input: RegisterInput,
  locale: Locale,
): Promise<AuthResponse> {
  await assertNotCommon(input.password, 'password');
  await assertIdentityFree(ctx, input);
  const passwordHash = await hashPassword(input.password, ctx.config.bcryptRounds);
  const timeZone = input.time_zone ? await knownTimeZone(ctx, input.time_zone) : undefined;
  // The member and the link that confirms their address are stored together (docs/product.md
  // §3.3); the member may use the app before opening it.
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        locale: input.locale ?? locale,
        timeZone,
        // MODERATOR_EMAILS applies to those who sign up later too (docs/product.md §14.3).
        role: isModeratorEmail(ctx.config.moderatorEmails, input.email) ? 'moderator' : 'member',
      })
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    await requestEmailConfirmation(ctx, tx, { id: row!.id, email: input.email });
    return row!;
  });
  return authResponse(ctx, row.id, row.tokenVersion);
}

export async function login(
  ctx: AppContext,
  email: string,
  password: string,
): Promise<AuthResponse> {
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifySignIn(password, user?.passwordHash, ctx.config.bcryptRounds);
  if (!user || !ok) throw unauthorized(local('auth.error.wrongCredentials'));
  // Told only to whoever knows the password (docs/product.md §14.3).
  if (isSuspended(user)) throw forbidden(local('auth.error.suspended'));
  await rehashAtConfiguredCost(ctx, user, password);
  return authResponse(ctx, user.id, user.tokenVersion);
}

/**
 * A hash made at another cost than the configured one (an older BCRYPT_ROUNDS) is made again
 * while the password is at hand: a wrong password then takes as long for this account as for
 * an address without one, whose dummy has the configured cost (docs/decisions.md "Accounts").
 * Written only if the hash is still the one checked, so a change meanwhile is never undone.
 */
async function rehashAtConfiguredCost(
  ctx: AppContext,
  user: { id: number; passwordHash: string },
  password: string,
) {
  if (!hasOtherCost(user.passwordHash, ctx.config.bcryptRounds)) return;
  const passwordHash = await hashPassword(password, ctx.config.bcryptRounds);
  await ctx.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

export async function logout(ctx: AppContext, user: AuthUser): Promise<void> {
  await ctx.db
    .insert(revokedTokens)
    .values({ jti: user.jti, expiresAt: new Date(user.exp * 1000) })
    .onConflictDoNothing();
  ctx.sessions.forget({ userId: user.id, jti: user.jti });
}

/**
 * Answers the same whether or not the address exists. The request does the same work either
 * way (one lookup, one stored e-mail job): issuing the token and sending the e-mail happen
 * after the answer, in the job (server/modules/auth/account-emails.ts), so their cost tells an
 * attacker nothing.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  await queueEmail(ctx.db, 'password_reset', {
    user_id: user?.id ?? null,
    email,
    seed: newLinkSeed(),
    asked_at: new Date().toISOString(),
  });
}

/** Sets the new password; answers the member's address, whose sign-in counts it clears. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  newPassword: string,
): Promise<{ email: string }> {
  await assertNotCommon(newPassword, 'new_password');
  const passwordHash = await hashPassword(newPassword, ctx.config.bcryptRounds);
  const row = await ctx.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, token);
    // Unknown, used, expired or void: one answer (docs/product.md §3.7).
    if (!userId) throw badRequest(local('auth.error.resetLinkInvalid'));
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    // The member's other links go with the password they would have replaced.
    await credentialsChanged(tx, userId);
    return row!;
  });
  await cancelEmailChanges(ctx, row.id);
  ctx.sessions.forget({ userId: row.id });
  return { email: row.email };
}

/** Location fields that, when changed, move the member (and their listings) on the map. */
const LOCATION_FIELDS = ['address', 'city', 'state', 'zip_code'] as const;

export async function locate(
  ctx: AppContext,
  parts: {
    address?: string | null;
    city?: string | null;
    state?: string | null;
    zip?: string | null;
  },
) {
  const query = [parts.address, parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  if (!query) return null;
  try {
    return (
      (await ctx.geocoder.geocode(query)) ??
      (parts.zip ? await ctx.geocoder.geocode(parts.zip) : null)
    );
  } catch (err) {
    ctx.logger.warn({ err }, 'geocoding failed; location left unchanged');
    return null;
  }
}

export async function updateProfile(
  ctx: AppContext,
  userId: number,
  input: ProfileUpdateInput,
  acceptLanguage?: string,
): Promise<ProfileUpdateAnswer> {
  const current = await findUserWithFriendCount(ctx.db, userId);
  if (!current) throw notFound(local('auth.error.profileNotFound'));
  if (input.password !== undefined || input.email !== undefined) {
    await assertCurrentPassword(current.passwordHash, input.current_password);
  }
  if (input.password) await assertNotCommon(input.password, 'password');
  await assertIdentityFree(ctx, { email: input.email, username: input.username }, userId);

  // A new address takes effect only through the link sent to it (email-change.ts); a change
  // of case alone is the same mailbox.
  const emailChanged =
    input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.username !== undefined) changes.username = input.username;
  if (input.email !== undefined && !emailChanged) changes.email = input.email;
  for (const field of ['address', 'apt', 'city', 'state'] as const) {
    if (input[field] !== undefined) changes[field] = input[field] || null;
  }
  if (input.zip_code !== undefined) changes.zipCode = input.zip_code || null;
  if (input.distance_unit !== undefined) changes.distanceUnit = input.distance_unit;
  if (input.locale !== undefined) changes.locale = input.locale;
  if (input.time_zone !== undefined) changes.timeZone = await knownTimeZone(ctx, input.time_zone);
  if (input.password) {
    changes.passwordHash = await hashPassword(input.password, ctx.config.bcryptRounds);
  }
  const rotate = !!input.password;
  if (rotate) changes.tokenVersion = current.tokenVersion + 1;

  if (LOCATION_FIELDS.some((f) => input[f] !== undefined)) {
    const point = await locate(ctx, {
      address: input.address ?? current.address,
      city: input.city ?? current.city,
      state: input.state ?? current.state,
      zip: input.zip_code ?? current.zipCode,
    });
    if (point) Object.assign(changes, homeColumns(ctx.config.locationKey, point));
  }

  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, userId));
    if (rotate) {
      // A reset link asked for before a new password would undo it (docs/product.md §3.7).
      await credentialsChanged(tx, userId);
      // The current address hears of it, stored with the change (docs/decisions.md "Deliveries").
      await queueEmail(tx, 'password_changed', { user_id: userId, to: current.email });
    }
  });
  // Old tokens may be void now, and every session carries the username.
  ctx.sessions.forget({ userId });
  // The Public tab shows each listing's owner: their name and point.
  ctx.listingPages.forget();
  const member = { id: userId, username: changes.username ?? current.username };
  const answer: ProfileUpdateAnswer = { user: await loadProfile(ctx, userId, acceptLanguage) };
  if (rotate) answer.access_token = signToken(ctx.config.jwtSecret, userId, changes.tokenVersion!);
  if (emailChanged) {
    await requestEmailChange(ctx, { ...member, email: current.email }, input.email!);
    answer.pending_email = input.email!;
    // In the language the member reads from now on, should they have changed it too.
    answer.message = emailChangeSentMessage(input.email!, answer.user.locale);
  }
  return answer;
}
