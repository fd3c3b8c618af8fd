import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailKind } from '@common/schemas/notification-settings';

/**
 * One-click unsubscribe links (docs/product.md §8.9, docs/decisions.md "Notification e-mails"):
 * the link names a member and a kind of e-mail, signed by the server. It never expires (an
 * old e-mail must still stop the next one) and only ever turns that member's e-mail of that
 * kind off, so a leaked link can do no more than that.
 */

const mac = (key: Buffer, userId: number, kind: EmailKind) =>
  createHmac('sha256', key).update(`${userId}\n${kind}`).digest();

export function unsubscribeToken(key: Buffer, userId: number, kind: EmailKind): string {
  return mac(key, userId, kind).toString('base64url');
}

export function isUnsubscribeToken(
  key: Buffer,
  userId: number,
  kind: EmailKind,
  token: string,
): boolean {
  const given = Buffer.from(token, 'base64url');
  const expected = mac(key, userId, kind);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
