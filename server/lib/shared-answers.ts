/**
 * Answers that many requests share (the public marketplace pages), each kept for `ttlMs` and
 * built once however many requests ask for it at the same moment.
 *
 * `clear()` is called after every successful change made through this instance, so a member
 * sees their own change at once; a change made through another instance shows within `ttlMs`.
 * A build that was under way when `clear()` ran is answered to its own callers only, never
 * kept: it may have read the database before the change.
 */
export class SharedAnswers<T> {
  readonly #entries = new Map<string, { value: T; expires: number }>();
  readonly #pending = new Map<string, Promise<T>>();
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > this.now()) return Promise.resolve(hit.value);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const built = build().then(
      (value) => {
        if (this.#pending.get(key) === built) this.#pending.delete(key);
        if (generation === this.#generation) this.#keep(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.#pending.get(key) === built) this.#pending.delete(key);
        throw err;
      },
    );
    this.#pending.set(key, built);
    return built;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #keep(key: string, value: T) {
    this.#entries.delete(key);
    // Bounded: the oldest entry (Map keeps insertion order) makes room for the newest.
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expires: this.now() + this.ttlMs });
  }
}
