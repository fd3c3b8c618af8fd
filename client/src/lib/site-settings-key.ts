/**
 * The site settings' query key, `keyOf(siteContracts.settings)` written out: the home page reads
 * the cache with it on its first load, which must not bring the contracts, Zod and the HTTP
 * client in with it (site-settings.test.ts holds the two equal).
 */
export const siteSettingsKey = ['operations', 'settings'] as const;
