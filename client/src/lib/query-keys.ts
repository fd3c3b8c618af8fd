/** The roots of the query keys that more than one feature reads or invalidates. */
export const listingsKey = ['listings'] as const;
export const profileKey = ['profile'] as const;
