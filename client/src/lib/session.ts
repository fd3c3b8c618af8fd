import { SESSION_MS } from '@common/limits';
import { useSyncExternalStore } from 'react';

export interface SessionUser {
  id: number;
  username: string;
}

/** Stored locally under "auth" (docs/product.md §3.1): token, user and expiry in milliseconds. */
export interface Session {
  token: string;
  user: SessionUser;
  expiresAt: number;
}

const KEY = 'auth';
const listeners = new Set<() => void>();

function isSession(value: unknown): value is Session {
  const s = value as Session;
  return (
    !!s &&
    typeof s.token === 'string' &&
    typeof s.expiresAt === 'number' &&
    typeof s.user?.id === 'number' &&
    typeof s.user?.username === 'string'
  );
}

/** A corrupt or expired stored session is removed, never trusted. */
function read(): Session | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed) && parsed.expiresAt > Date.now()) return parsed;
  } catch {
    // fall through: corrupt
  }
  localStorage.removeItem(KEY);
  return null;
}

/** The session as last read; undefined until someone asks (nothing is read at import). */
let current: Session | null | undefined;
/** Where the guest-only pages send a member who has just signed in (not persisted). */
let landing: string | undefined;
/** Router state to land with, e.g. the page to return to after onboarding (docs/product.md §5.1). */
let landingState: unknown;

function emit() {
  for (const listener of listeners) listener();
}

/** Another tab logged in or out: only heard while someone here listens to the session. */
function onStorage(event: StorageEvent) {
  if (event.key === KEY || event.key === null) sessionStore.reload();
}

export const sessionStore = {
  get: (): Session | null => {
    if (current === undefined) current = read();
    if (current && current.expiresAt <= Date.now()) {
      current = null;
      localStorage.removeItem(KEY);
    }
    return current;
  },
  /** Starts a session; `landingPath` (with `state`) is where the login or register page then goes. */
  start(token: string, user: SessionUser, landingPath?: string, state?: unknown): Session {
    landing = landingPath;
    landingState = state;
    current = {
      token,
      user: { id: user.id, username: user.username },
      expiresAt: Date.now() + SESSION_MS,
    };
    localStorage.setItem(KEY, JSON.stringify(current));
    emit();
    return current;
  },
  /** Keeps the expiry; used when the server rotates the token or the username changes. */
  update(patch: Partial<Pick<Session, 'token' | 'user'>>) {
    const session = sessionStore.get();
    if (!session) return;
    current = { ...session, ...patch };
    localStorage.setItem(KEY, JSON.stringify(current));
    emit();
  },
  landing: () => landing,
  landingState: () => landingState,
  clear() {
    landing = undefined;
    landingState = undefined;
    if (!sessionStore.get() && !localStorage.getItem(KEY)) return;
    current = null;
    localStorage.removeItem(KEY);
    emit();
  },
  subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      window.removeEventListener('storage', onStorage);
      // Unheard changes from other tabs may follow: the next get() reads storage again.
      current = undefined;
    };
  },
  /** Re-reads storage, e.g. when another tab logged in or out. */
  reload() {
    current = read();
    emit();
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}
