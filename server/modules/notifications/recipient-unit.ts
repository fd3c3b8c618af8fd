import { type DistanceUnit, distanceUnitOf } from '@common/units';

/**
 * The unit a member reads distances in where no browser asks (e-mails, pushes): the one they
 * chose on their profile, else the one the app shows a browser that names no language, as the
 * screen does (docs/product.md §6.3).
 */
export const unitOutsideTheApp = (chosen: DistanceUnit | null | undefined): DistanceUnit =>
  distanceUnitOf(chosen, undefined);
