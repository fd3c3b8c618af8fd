import type { EmailKind } from '@common/schemas/notification-settings';
import type { AppContext } from '@server/context';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * The one-click unsubscribe URL of a member's e-mails of one kind (docs/product.md §8.9): an
 * API URL, so a mail provider's POST reaches the server; a person's GET is sent on to the
 * app's confirmation page.
 */
export function unsubscribeLink(ctx: AppContext, userId: number, kind: EmailKind): string {
  const token = unsubscribeToken(ctx.config.unsubscribeKey, userId, kind);
  const query = new URLSearchParams({ user: String(userId), kind, token });
  return `${ctx.config.appUrl}/api/notifications/unsubscribe?${query}`;
}
