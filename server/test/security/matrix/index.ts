import { ACCOUNTS } from './accounts';
import { EVENTS } from './events';
import { EXCHANGES } from './exchanges';
import { FRIENDS } from './friends';
import { LISTINGS } from './listings';
import { MAP } from './map';
import { MESSAGES } from './messages';
import { MODERATION } from './moderation';
import { NOTIFICATIONS } from './notifications';
import { OPERATIONS } from './operations';
import type { MatrixRow } from './row';
import { SEASONS } from './seasons';
import { WANTS } from './wants';

export type { Call, MatrixRow } from './row';
export { image } from './row';

/**
 * docs/decisions.md's rules, route by route: guests read public things; a friends-only listing
 * is 404 to a stranger and visible to a friend; a change by a non-owner is 403 when they can
 * see the thing and 404 when they cannot; only the recipient answers a friend request. "owner"
 * is the member whose things they are (for routes about oneself, simply a signed-in member
 * acting on their own account). One file per area; the rows run in this order.
 */
export const MATRIX: MatrixRow[] = [
  ...OPERATIONS,
  ...ACCOUNTS,
  ...FRIENDS,
  ...LISTINGS,
  ...EXCHANGES,
  ...WANTS,
  ...MESSAGES,
  ...MAP,
  ...SEASONS,
  ...EVENTS,
  ...NOTIFICATIONS,
  ...MODERATION,
];
