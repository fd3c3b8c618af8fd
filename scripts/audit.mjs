// `npm audit --omit=dev`: fails on a high or critical advisory in what production installs.
// The audit needs the registry; when its endpoint cannot be reached the script says so
// plainly and does not fail the build (there is nothing to judge), but a real finding fails it.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = (
    report?.error?.summary ||
    report?.message ||
    result.stderr ||
    result.error?.message ||
    ''
  ).trim();
  console.warn(
    `npm audit: the registry's audit endpoint could not be reached, so production dependencies were NOT audited.\n${why.split('\n').slice(0, 3).join('\n')}`,
  );
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
const summary = Object.entries(counts)
  .filter(([k, n]) => k !== 'total' && n > 0)
  .map(([k, n]) => `${n} ${k}`)
  .join(', ');
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
    if (v.severity === 'high' || v.severity === 'critical')
      console.error(`  ${v.severity}: ${name} ${v.range ?? ''}`);
  console.error(`npm audit --omit=dev: ${summary}. High and critical advisories must be fixed.`);
  process.exit(1);
}
console.log(`npm audit --omit=dev: no high or critical advisory${summary ? ` (${summary})` : ''}.`);
