import { userContracts } from '@common/contracts/users';
import { keyOf } from './api-client';

/** The roots of the query keys that more than one feature reads or invalidates. */
export const listingsKey = ['listings'] as const;
/** The signed-in member's profile (GET /auth/profile). */
export const profileKey = keyOf(userContracts.profile);
