import { EMBEDDED_CPU_FACTOR, PAGE_BUDGETS } from './budgets';
import { backgroundNote, cpuNote } from './cost-notes';
import type { LoadResult } from './http-load';
import type { PlanCheck } from './plans';
import { type Miss, ms, pct, type Row } from './report';

/** One row per page measured under load, judged against its budget (bench/budgets.ts). */
export function pageRows(f: {
  embedded: boolean;
  results: Map<string, LoadResult>;
  plans: PlanCheck[];
  matchesPerListing: number | undefined;
}): Row[] {
  const { embedded, results, plans, matchesPerListing } = f;
  const rows: Row[] = [];
  const planOf = (key: string) => plans.find((p) => p.key === key);
  const reference = results.get('reference');
  const ceiling = reference?.rps ?? Number.NaN;
  const share = embedded ? 0.03 : 0.1;
  const http = (key: string): void => {
    const r = results.get(key);
    if (!r) return;
    const budget = PAGE_BUDGETS[key] ?? {};
    const misses: Miss[] = [];
    const parts: string[] = [];
    if (r.errors) misses.push({ what: 'errors', sizeDependent: false });
    if (budget.share && key !== 'reference') {
      parts.push(`≥ ${share * 100} % of reference`);
      if (r.rps < share * ceiling) misses.push({ what: 'throughput', sizeDependent: true });
    }
    if (budget.p99Ms !== undefined) {
      parts.push(`p99 ≤ ${budget.p99Ms} ms`);
      if (r.p99 > budget.p99Ms) misses.push({ what: 'p99', sizeDependent: true });
    }
    parts.push('no errors');
    // Server and database: the load generator's share is the bench's, not the app's.
    const cpuMs =
      r.cpu && (embedded || r.cpu.database !== undefined)
        ? r.cpu.server + (r.cpu.database ?? 0)
        : undefined;
    const cpuBudget =
      budget.cpuMs === undefined ? undefined : budget.cpuMs * (embedded ? EMBEDDED_CPU_FACTOR : 1);
    if (cpuMs !== undefined && cpuBudget !== undefined && cpuMs > cpuBudget)
      misses.push({ what: 'CPU', sizeDependent: true });
    // Caches (sessions, shared pages) make the figure fractional; the budget leaves room for
    // the session's lookup on every request, not for one more round trip (bench/budgets.ts).
    if (
      r.statements !== undefined &&
      budget.statements !== undefined &&
      // As shown, to two places: the job worker's poll, one statement a second, adds a few
      // thousandths per request to whatever page is measured.
      Number(r.statements.toFixed(2)) > budget.statements
    )
      misses.push({ what: 'statements', sizeDependent: false });
    rows.push({
      figure: r.label,
      budget: key === 'reference' ? '(the ceiling)' : parts.join(', '),
      measured: `${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.errors} errors`,
      ratio: key === 'reference' ? '100 %' : pct(r.rps / ceiling),
      outcome: misses.length ? 'miss' : 'pass',
      misses,
      page: {
        throughput: `${r.rps.toFixed(0)} req/s${r.errors ? `, ${r.errors} errors` : ''}`,
        p50: ms(r.p50),
        p99: ms(r.p99),
        cpu: cpuMs === undefined ? '–' : `${cpuMs.toFixed(2)} ms`,
        cpuBudget: cpuBudget === undefined ? '' : `≤ ${cpuBudget} ms`,
        statements:
          r.statements === undefined
            ? '–'
            : `${r.statements.toFixed(2)}${budget.statements === undefined ? '' : ` (≤ ${budget.statements})`}`,
      },
      note: [
        planOf(key) && `database ${ms(planOf(key)!.dbMs)} per request (EXPLAIN)`,
        r.cpu && cpuNote(r.cpu),
        key === 'create' && matchesPerListing !== undefined
          ? `${matchesPerListing.toFixed(0)} matches, each a notification and an e-mail, per new listing`
          : undefined,
        r.background && backgroundNote(r.background),
      ]
        .filter(Boolean)
        .join('; '),
    });
  };
  for (const key of Object.keys(PAGE_BUDGETS)) http(key);
  return rows;
}
