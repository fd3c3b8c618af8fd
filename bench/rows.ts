import { clientRows } from './client-rows';
import type { RouteSize } from './client-size';
import type { LoadResult } from './http-load';
import type { LighthouseScores } from './lighthouse';
import type { LagFigures } from './matching-phase';
import type { Counts } from './options';
import { pageRows } from './page-rows';
import { planRows } from './plan-rows';
import type { PlanCheck } from './plans';
import type { RealtimeResult } from './realtime';
import type { Row } from './report';
import { matchingRows, realtimeRows, startupRows } from './runtime-rows';

/** Everything a run measured; a phase that did not run leaves its figures undefined. */
export interface Figures {
  embedded: boolean;
  counts: Counts;
  messageRate: number;
  results: Map<string, LoadResult>;
  plans: PlanCheck[];
  matchesPerListing: number | undefined;
  lag: LagFigures | undefined;
  realtime: RealtimeResult | undefined;
  idleRss: number;
  sizes: RouteSize[] | undefined;
  lighthouse: LighthouseScores[] | undefined;
  lighthouseError: string | undefined;
  startup: { firstMs: number; existingMs: number } | undefined;
  benchStartupMs: number | undefined;
}

/** The report's rows: the pages first (their own table), then every other figure. */
export function buildRows(f: Figures): Row[] {
  return [
    ...pageRows(f),
    ...matchingRows(f.lag, f.counts),
    ...planRows(f.plans),
    ...realtimeRows(f.realtime, f.messageRate, f.idleRss),
    ...clientRows(f),
    ...startupRows(f.startup, f.benchStartupMs),
  ];
}
