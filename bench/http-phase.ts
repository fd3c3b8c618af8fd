import { jobQueue } from './bench-routes';
import type { BenchContext } from './context';
import type { CpuSample } from './cpu';
import { type LoadResult, measure, type Scenario } from './http-load';
import { waitQuiet } from './metrics';
import { ms } from './report';

/** Each page under load in turn, its figures logged as they come. */
export async function httpPhase(
  ctx: BenchContext,
  url: string,
  pages: Scenario[],
  probes: { cpu: () => CpuSample; statements: () => Promise<number | undefined> },
): Promise<Map<string, LoadResult>> {
  const { load } = ctx.options;
  const { statements } = probes;
  const results = new Map<string, LoadResult>();
  for (const scenario of pages) {
    ctx.log(`HTTP: ${scenario.label}…`);
    const result = await measure(url, scenario, {
      ...load,
      cpu: probes.cpu,
      statements,
      // A new listing's matching may run after the answer: its statements count too.
      settle: scenario.key === 'create' ? () => waitQuiet(statements, 300_000) : undefined,
      // The request is measured with the queue held; its matching job is measured after.
      queue:
        scenario.key === 'create'
          ? { ...jobQueue(url), amount: Math.min(1000, load.seconds * 100) }
          : undefined,
    });
    results.set(scenario.key, result);
    ctx.log(
      `  ${result.rps.toFixed(0)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.errors} errors, ${result.statements?.toFixed(2) ?? '–'} statements/request`,
    );
  }
  return results;
}
