/**
 * Where the server reads the time for rules that move with it (docs/product.md §7.14): a
 * listing's end date, its expiry and its reminder. On the context, so tests can move it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
