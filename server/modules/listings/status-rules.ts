import { LISTING_STATES } from '@common/codes';
import { type LocalText, local, sayDetail, validationFailed } from '@server/lib/errors';

/** What a refused status change says (docs/product.md §7.13), in the caller's language. */
export const STATUS_REFUSALS = {
  needsMember: local('errors.listings.reserveNeedsMember'),
  onlyWhenReserving: local('errors.listings.reservedForOnlyWhenReserving'),
  notAsked: local('errors.listings.reserveNotAsked'),
  self: local('errors.listings.reserveSelf'),
  cannotSee: local('errors.listings.reserveCannotSee'),
  alreadyReserved: (username: string | undefined) =>
    username === undefined
      ? local('errors.listings.alreadyReservedForSomeone')
      : local('errors.listings.alreadyReserved', { username }),
  done: local('errors.listings.alreadyDone'),
  changed: local('errors.listings.changedMeanwhile'),
  editReserve: local('errors.listings.reserveThroughStatus'),
} satisfies Record<string, LocalText | ((username: string | undefined) => LocalText)>;

const english = (text: LocalText) => sayDetail(text, 'en');

/**
 * The same in English, as logs and tests read them.
 * @internal
 */
export const STATUS_DETAILS = {
  needsMember: english(STATUS_REFUSALS.needsMember),
  onlyWhenReserving: english(STATUS_REFUSALS.onlyWhenReserving),
  notAsked: english(STATUS_REFUSALS.notAsked),
  self: english(STATUS_REFUSALS.self),
  cannotSee: english(STATUS_REFUSALS.cannotSee),
  alreadyReserved: (username: string) => english(STATUS_REFUSALS.alreadyReserved(username)),
  done: english(STATUS_REFUSALS.done),
  changed: english(STATUS_REFUSALS.changed),
  editReserve: english(STATUS_REFUSALS.editReserve),
};

/**
 * PATCH /listings/{id} and POST /listings: the state may change there under the status route's
 * rules (./state-change.ts), except reserving, which needs a member (docs/decisions.md
 * "Reserving"). The same state again is no change.
 */
export function refuseReservingByEdit(current: { stateId: number }, stateId: number | undefined) {
  if (stateId === LISTING_STATES.pending && current.stateId !== stateId)
    throw validationFailed([
      { loc: ['body', 'state_id'], msg: STATUS_REFUSALS.editReserve, type: 'custom' },
    ]);
}
