import type { PlanCheck } from './plans';
import { passIf, type Row } from './report';

/** The query plans behind the figures: index-driven, as the data grows. */
export function planRows(plans: PlanCheck[]): Row[] {
  const rows: Row[] = [];
  for (const plan of plans) {
    if (plan.key === 'nearby') {
      rows.push({
        figure: 'Nearby query plan',
        budget: 'GiST index for the distance filter and the nearest-first order',
        measured: plan.nearestByIndex
          ? 'index scan: Index Cond <@ box, Order By <->'
          : 'not index-driven',
        outcome: passIf(!!plan.nearestByIndex),
      });
    }
  }
  const searches = plans.filter((p) => p.key.startsWith('search'));
  if (searches.length) {
    rows.push({
      figure: 'Search query plans (a common word, rare words)',
      budget: 'listings found through an index: the full-text GIN index or a feed index',
      measured: searches.map((p) => `${p.label}: ${p.searchIndex ?? 'no index'}`).join('; '),
      outcome: passIf(searches.every((p) => p.searchIndex)),
      sizeDependent: true,
    });
  }
  const scans = plans.filter((p) => p.seqScans.length);
  rows.push({
    figure: 'Query plans of every figure above',
    budget: 'index-driven: no sequential scan of a growing table',
    measured: scans.length
      ? scans.map((p) => `${p.label}: seq scan on ${p.seqScans.join(', ')}`).join('; ')
      : `${plans.reduce((n, p) => n + p.statements, 0)} statements, all index-driven`,
    outcome: passIf(!scans.length),
    sizeDependent: true,
  });
  return rows;
}
