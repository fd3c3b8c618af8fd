import type { RouteSize } from './client-size';
import type { LighthouseScores } from './lighthouse';
import { kb, ms, passIf, type Row } from './report';

/** What each route loads first, and Lighthouse's scores (or why there are none). */
export function clientRows(f: {
  sizes: RouteSize[] | undefined;
  lighthouse: LighthouseScores[] | undefined;
  lighthouseError: string | undefined;
}): Row[] {
  const { sizes, lighthouse, lighthouseError } = f;
  const rows: Row[] = [];
  for (const size of sizes ?? []) {
    const guest = size.path === '/' || size.path === '/login';
    const budget = guest
      ? '≤ 170 KB gzipped JS, no Leaflet'
      : size.path === '/map'
        ? 'Leaflet here'
        : 'no Leaflet';
    const ok = guest
      ? size.jsGzip <= 170 * 1024 && !size.leaflet
      : size.path === '/map'
        ? size.leaflet
        : !size.leaflet;
    rows.push({
      figure: `First load of ${size.path}`,
      budget,
      measured: `${kb(size.jsGzip)} JS + ${kb(size.cssGzip)} CSS gzipped, ${size.files} files, Leaflet ${size.leaflet ? 'loaded' : 'not loaded'}`,
      outcome: passIf(ok),
    });
  }
  if (lighthouse) {
    for (const l of lighthouse) {
      rows.push({
        figure: `Lighthouse mobile ${l.path}`,
        budget: 'performance ≥ 95, accessibility 100, best practices ≥ 95',
        measured: `${l.performance} / ${l.accessibility} / ${l.bestPractices}; LCP ${ms(l.lcpMs)}, TBT ${ms(l.tbtMs)}${l.problem ? `; ${l.problem}` : ''}`,
        outcome: passIf(l.performance >= 95 && l.accessibility === 100 && l.bestPractices >= 95),
        sizeDependent: true,
      });
    }
  } else {
    rows.push({
      figure: 'Lighthouse mobile /, /login, /listings, /map',
      budget: 'performance ≥ 95, accessibility 100, best practices ≥ 95',
      measured: lighthouseError
        ? `could not run here: ${lighthouseError}`
        : 'skipped (--no-lighthouse or --size ci)',
      outcome: 'not run',
    });
  }
  return rows;
}
