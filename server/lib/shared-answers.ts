/**
 * Answers that many requests share (the public marketplace pages), each kept for `ttlMs` and
 * built once however many requests ask for it at the same moment. Once expired, an answer is
 * still given while its replacement is being built (as long as one query takes; at most
 * another `ttlMs` if the database fails meanwhile).
 *
 * `clear()` is called after each change to what the answers show, made through this instance, so
 * a member sees their own change at once; a change made through another instance shows within
 * `ttlMs`.
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
    // For one more `ttlMs`, an expired answer is still given while one build replaces it, so
    // the requests of that moment do not all queue behind the database.
    const pending = this.#pending.get(key) ?? this.#build(key, build);
    return hit && hit.expires + this.ttlMs > this.now() ? Promise.resolve(hit.value) : pending;
  }

  #build(key: string, build: () => Promise<T>): Promise<T> {
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
    // Nobody may be waiting on a refresh: its failure is the next request's to see.
    built.catch(() => {});
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
