/** A member as an accepted token names them. */
export interface Session {
  id: number;
  username: string;
  jti: string;
  exp: number;
}

/** What made a member's sessions stale: one of their tokens revoked (`jti`), or all of them. */
export interface SessionChange {
  userId: number;
  jti?: string;
}

/**
 * Tokens accepted in the last `ttlMs`, so that a member's burst of requests costs one database
 * lookup rather than one each. Whatever revokes a token or changes a member (logout, a new
 * password or e-mail, a new username, deletion) calls `forget` after writing, which drops the
 * entries here and, through `publish`, on every other instance; `ttlMs` bounds how long an
 * instance that missed the message (Redis away) can go on accepting a revoked token.
 */
export class SessionCache {
  readonly #byJti = new Map<string, { session: Session; expires: number }>();
  readonly #byUser = new Map<number, Set<string>>();
  #publish: (change: SessionChange) => void = () => {};
  readonly #listeners: ((change: SessionChange) => void)[] = [];

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(jti: string): Session | undefined {
    const entry = this.#byJti.get(jti);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.session;
    this.#drop(jti);
    return undefined;
  }

  remember(session: Session): void {
    this.#drop(session.jti);
    if (this.#byJti.size >= this.maxEntries) {
      const oldest = this.#byJti.keys().next();
      if (!oldest.done) this.#drop(oldest.value);
    }
    this.#byJti.set(session.jti, { session, expires: this.now() + this.ttlMs });
    let tokens = this.#byUser.get(session.id);
    if (!tokens) {
      tokens = new Set();
      this.#byUser.set(session.id, tokens);
    }
    tokens.add(session.jti);
  }

  /** After a change is written: forget it here and tell the other instances. */
  forget(change: SessionChange): void {
    this.forgetHere(change);
    this.#publish(change);
  }

  /** A change made here or on another instance: drop it, then tell the listeners. */
  forgetHere(change: SessionChange): void {
    if (change.jti !== undefined) this.#drop(change.jti);
    else for (const jti of this.#byUser.get(change.userId) ?? []) this.#drop(jti);
    for (const listener of this.#listeners) listener(change);
  }

  /** Called for every change, wherever it was made (the socket server re-checks sockets). */
  onChange(listener: (change: SessionChange) => void): void {
    this.#listeners.push(listener);
  }

  /** How changes reach the other instances (the socket server's Redis adapter). */
  publishWith(publish: (change: SessionChange) => void): void {
    this.#publish = publish;
  }

  get size(): number {
    return this.#byJti.size;
  }

  #drop(jti: string) {
    const entry = this.#byJti.get(jti);
    if (!entry) return;
    this.#byJti.delete(jti);
    const tokens = this.#byUser.get(entry.session.id);
    tokens?.delete(jti);
    if (tokens?.size === 0) this.#byUser.delete(entry.session.id);
  }
}

/** The burst a page load makes (and a second look) costs one lookup. */
export const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;

export function createSessionCache(): SessionCache {
  return new SessionCache(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX);
}
