// `npm test`: every stage in turn (lint, types, unused code, the audit, the unit and API suite,
// the server suite on PostgreSQL, the browser journeys, the multi-process journey), stopping at
// the first that fails, then how long each took: CI's budget is read from this table
// (docs/decisions.md "Tests").
import { spawnSync } from 'node:child_process';

const STAGES = [
  'lint',
  'typecheck',
  'unused',
  'audit:prod',
  'test:unit',
  'test:pg',
  'test:e2e',
  'test:cluster',
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const times = [];
let failed;
for (const stage of STAGES) {
  const started = performance.now();
  const result = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  times.push([stage, (performance.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = stage;
    break;
  }
}

const clock = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log('\nnpm test, by stage (min:s):');
for (const [stage, seconds] of times) console.log(`  ${stage.padEnd(14)} ${clock(seconds)}`);
console.log(`  ${'in all'.padEnd(14)} ${clock(times.reduce((sum, [, s]) => sum + s, 0))}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
