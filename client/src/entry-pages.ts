// The extension lets vite.config.ts load this file natively (Vite's configLoader: 'native').
import { paths } from './paths.ts';

/**
 * Pages a visit often starts on, each with the modules it loads lazily as it opens (relative
 * to client/src). The build writes a copy of index.html for each that names the page's files
 * (`client/build/entry-pages.ts`), and the server answers the path with it, so a phone
 * fetches the page's code alongside the app's bundle instead of after it: one round trip
 * less before the first screen on a slow network. The routes themselves stay in each
 * feature's routes.tsx (or app/pages/routes.tsx for the composed pages);
 * e2e/entry-pages.spec.ts checks that the two agree.
 */
// Every member page is drawn inside the member shell, which opens the realtime connection.
const MEMBER = ['app/layouts/member-shell.tsx', 'features/messages/connection.ts'];

export const entryPages: Record<string, string[]> = {
  [paths.login]: ['features/auth/routes/login-register-page.tsx'],
  [paths.register]: ['features/auth/routes/login-register-page.tsx'],
  [paths.forgotPassword]: ['features/auth/routes/forgot-password-page.tsx'],
  [paths.listings]: ['features/listings/routes/marketplace-page.tsx', ...MEMBER],
  [paths.myListings]: ['app/pages/my-listings-page.tsx', ...MEMBER],
  // Leaflet draws three of the four map providers, the default among them.
  [paths.map]: [
    'features/map/routes/map-page.tsx',
    'features/map/components/leaflet-map.tsx',
    ...MEMBER,
  ],
  [paths.messages]: [
    'features/messages/routes/messages-layout.tsx',
    'features/messages/routes/messages-page.tsx',
    ...MEMBER,
  ],
  [paths.notifications]: ['features/notifications/routes/notifications-page.tsx', ...MEMBER],
  [paths.profile]: ['features/profile/routes/profile-page.tsx', ...MEMBER],
};

/**
 * The language files each page's screens ask for as they open (docs/decisions.md
 * "Languages"), named beside its code for the same reason (English's: the build names those
 * of the language most visits start in). The member shell's top bar says the badges' and the
 * bell's words.
 */
const MEMBER_WORDS = ['messages', 'friends', 'notifications'];

export const entryNamespaces: Record<string, string[]> = {
  [paths.listings]: ['listings', ...MEMBER_WORDS],
  [paths.myListings]: ['listings', 'wants', ...MEMBER_WORDS],
  [paths.map]: ['map', ...MEMBER_WORDS],
  [paths.messages]: [...MEMBER_WORDS],
  [paths.notifications]: [...MEMBER_WORDS],
  [paths.profile]: ['profile', ...MEMBER_WORDS],
};
