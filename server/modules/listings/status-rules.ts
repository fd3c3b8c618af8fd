import { LISTING_STATES } from '@common/codes';
import { validationFailed } from '@server/lib/errors';

/** What a refused status change says (docs/product.md §7.13). */
export const STATUS_DETAILS = {
  needsMember:
    'Choose who it is reserved for: a member who asked about it, or a friend (reserved_for)',
  onlyWhenReserving: 'reserved_for goes with state_id 2 (reserved) only',
  notAsked:
    'You can reserve a listing only for a member who wrote to you about it, or for a friend',
  self: 'You cannot reserve your own listing for yourself',
  cannotSee: 'That member cannot see this listing: make it public, or reserve it for a friend',
  alreadyReserved: (username: string) =>
    `This listing is already reserved for ${username}: relist it before reserving it for someone else`,
  done: 'This listing is already sold or given: relist it before reserving it',
  changed: 'This listing changed meanwhile: reload it and try again',
  editReserve:
    'Reserve a listing for someone through its status (PATCH /api/listings/{id}/status with reserved_for)',
};

/**
 * PATCH /listings/{id}: the state may still change there, under the same rules as the status
 * route, except reserving, which needs a member (docs/decisions.md "Reserving").
 */
export function checkEditedState(
  current: { stateId: number },
  stateId: number | undefined,
): { reservedFor?: null } {
  if (stateId === undefined || stateId === current.stateId) return {};
  if (stateId === LISTING_STATES.pending)
    throw validationFailed([
      { loc: ['body', 'state_id'], msg: STATUS_DETAILS.editReserve, type: 'custom' },
    ]);
  return stateId === LISTING_STATES.available ? { reservedFor: null } : {};
}
