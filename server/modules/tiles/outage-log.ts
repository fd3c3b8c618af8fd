import type { Logger } from '@server/lib/logger';

const REPORT_EVERY_MS = 60_000;

/**
 * docs/product.md §6.7: while the tile server is down, every map view fails dozens of tiles. The
 * log gets one warning a minute at most, counting the failed fetches since the last one, and a
 * line when the server answers again; never a line (or a stack trace) per tile.
 */
export function createOutageLog(logger: Logger, now: () => Date) {
  let lastReport: number | undefined;
  let unreported = 0;

  return {
    /** An upstream fetch failed (unreachable, timed out, 5xx, not an image). */
    failed(detail: string) {
      unreported += 1;
      const at = now().getTime();
      if (lastReport !== undefined && at - lastReport < REPORT_EVERY_MS) return;
      logger.warn(
        { failures: unreported, detail },
        `map tile server unavailable: ${unreported} failed tile fetches in the last minute`,
      );
      lastReport = at;
      unreported = 0;
    },
    /** An upstream fetch succeeded: closes an outage, if one was reported. */
    answered() {
      if (lastReport === undefined) return;
      logger.info({ failures: unreported }, 'map tile server answers again');
      lastReport = undefined;
      unreported = 0;
    },
  };
}
