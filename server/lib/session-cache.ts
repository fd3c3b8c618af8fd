import { createHash } from 'node:crypto';
import type { Locale } from '@common/i18n/locales';

/** A member as an accepted token names them. */
export interface Session {
  id: number;
  username: string;
  /** Works the moderation desk (docs/product.md §14.3). */
  moderator: boolean;
  /** The language they chose (docs/decisions.md "Languages"): error details are in it. */
  locale?: Locale;
  jti: string;
  exp: number;
}

/** What made a member's sessions stale: one of their tokens revoked (`jti`), or all of them. */
export interface SessionChange {
  userId: number;
  jti?: string;
}

interface Entry {
  session: Session;
  expires: number;
}

/**
 * Entries are found by the SHA-256 of the whole token, never by a claim inside it: a token
 * that shares a jti (or anything else) with an accepted one but differs in any byte is looked
 * up in the database like any unknown token. The raw token is not kept.
 */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Adds `key` to the set under `id`, creating the set on first use. */
function index<K>(map: Map<K, Set<string>>, id: K, key: string) {
  let keys = map.get(id);
  if (!keys) {
    keys = new Set();
    map.set(id, keys);
  }
  keys.add(key);
}

function unindex<K>(map: Map<K, Set<string>>, id: K, key: string) {
  const keys = map.get(id);
  keys?.delete(key);
  if (keys?.size === 0) map.delete(id);
}

/**
 * Tokens accepted in the last `ttlMs`, so that a member's burst of requests costs one database
 * lookup rather than one each. Whatever revokes a token or changes a member (logout, a new
 * password or e-mail, a new username, deletion) calls `forget` after writing, which drops the
 * entries here and, through `publish`, on every other instance; `ttlMs` bounds how long an
 * instance that missed the message (Redis away) can go on accepting a revoked token.
 */
export class SessionCache {
  readonly #byKey = new Map<string, Entry>();
  readonly #byJti = new Map<string, Set<string>>();
  readonly #byUser = new Map<number, Set<string>>();
  #publish: (change: SessionChange) => void = () => {};
  readonly #listeners: ((change: SessionChange) => void)[] = [];

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The session this exact token was accepted as a moment ago, if it was. */
  get(token: string): Session | undefined {
    const key = keyOf(token);
    const entry = this.#byKey.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.session;
    this.#drop(key);
    return undefined;
  }

  remember(token: string, session: Session): void {
    const key = keyOf(token);
    this.#drop(key);
    if (this.#byKey.size >= this.maxEntries) {
      const oldest = this.#byKey.keys().next();
      if (!oldest.done) this.#drop(oldest.value);
    }
    this.#byKey.set(key, { session, expires: this.now() + this.ttlMs });
    index(this.#byJti, session.jti, key);
    index(this.#byUser, session.id, key);
  }

  /** After a change is written: forget it here and tell the other instances. */
  forget(change: SessionChange): void {
    this.forgetHere(change);
    this.#publish(change);
  }

  /** A change made here or on another instance: drop it, then tell the listeners. */
  forgetHere(change: SessionChange): void {
    const keys =
      change.jti !== undefined ? this.#byJti.get(change.jti) : this.#byUser.get(change.userId);
    for (const key of [...(keys ?? [])]) this.#drop(key);
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
    return this.#byKey.size;
  }

  #drop(key: string) {
    const entry = this.#byKey.get(key);
    if (!entry) return;
    this.#byKey.delete(key);
    unindex(this.#byJti, entry.session.jti, key);
    unindex(this.#byUser, entry.session.id, key);
  }
}

/** The burst a page load makes (and a second look) costs one lookup. */
const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;

export function createSessionCache(): SessionCache {
  return new SessionCache(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX);
}
