/**
 * Runs `task` after `firstMs` and then every `everyMs`, never two at once; a failure is
 * logged and the task runs again at its next time. The timers never keep the process alive;
 * `stop()` cancels the next run and waits for one under way (it may be using the database
 * that a shutdown is about to close).
 */
export function every(
  task: () => Promise<unknown>,
  opts: { firstMs: number; everyMs: number; onError: (err: unknown) => void },
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      await task();
    } catch (err) {
      opts.onError(err);
    }
  };
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        next(opts.everyMs);
      });
    }, ms);
    timer.unref();
  };
  next(opts.firstMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
