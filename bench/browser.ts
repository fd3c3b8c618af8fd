/** Debian's Chromium (or PLAYWRIGHT_CHROMIUM_PATH): nothing downloads a browser of its own. */
export const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps calling home, which this machine refuses. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The routes the issue names, and whether a member must be signed in to see them. */
export const ROUTES = [
  { path: '/', member: false },
  { path: '/login', member: false },
  { path: '/listings', member: true },
  { path: '/map', member: true },
] as const;

/** What client/src/lib/session.ts keeps in localStorage under "auth". */
export function sessionScript(session: { token: string; id: number; username: string }) {
  const value = JSON.stringify({
    token: session.token,
    user: { id: session.id, username: session.username },
    expiresAt: Date.now() + 86_400_000,
  });
  return `localStorage.setItem('auth', ${JSON.stringify(value)});`;
}
