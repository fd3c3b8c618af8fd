/**
 * Loaded before a server (`node --import tsx --import ./e2e/servers/pinned-date.ts …`): the
 * process's time starts at PINNED_TIME, whatever today's date, and runs on from there. Everything
 * in the process reads it (the app's clock, tokens, the embedded database's now()), so the
 * screens' world (docs/decisions.md "Screenshot baselines") is dated the same on every run.
 */
const pinned = Date.parse(process.env.PINNED_TIME ?? '');
if (Number.isNaN(pinned)) throw new Error('PINNED_TIME must be an ISO date and time');

const RealDate = Date;
const bootedAt = RealDate.now();
let movedMs = 0;
const now = () => pinned + movedMs + (RealDate.now() - bootedAt);

/**
 * Moves the whole process's time on (e2e/servers/clocked-server.ts calls it): the database's
 * now() with it, so a job due in an hour is due.
 */
const ADVANCE_PINNED_DATE = Symbol.for('homegrown.pinned-date.advance');
(globalThis as Record<symbol, unknown>)[ADVANCE_PINNED_DATE] = (ms: number) => {
  movedMs += ms;
};

class PinnedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(now());
    else super(...(args as [string | number | Date]));
  }

  static override now() {
    return now();
  }
}

globalThis.Date = PinnedDate as DateConstructor;
