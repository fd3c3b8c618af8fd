// `npm test`: every stage (lint, types, unused code, the audit, the unit and API suite, the
// server suite on PostgreSQL beside the browser journeys, the multi-process journey), stopping
// at the first that fails, then how long each took: CI's budget is read from this table
// (docs/decisions.md "Tests").
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * In order; the stages of one inner list run at once. The browser journeys keep about a third
 * of CI's two cores busy (they wait on pages and servers), so the PostgreSQL run of the server
 * suite takes the rest: its output is held back and shown after the journeys' own.
 */
const STAGES = [
  'lint',
  'typecheck',
  'unused',
  'audit:prod',
  'test:unit',
  ['test:e2e', 'test:pg'],
  'test:cluster',
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const held = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const running = new Set();
const begun = performance.now();

/** Runs one npm script; `logFile` holds its output back instead of showing it as it comes. */
function run(script, logFile) {
  const started = performance.now();
  const stdio = logFile ? ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')] : 'inherit';
  const child = spawn(npm, ['run', script], { stdio });
  running.add(child);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ script, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

// Whatever stops npm test stops the stages under way too.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    rmSync(held, { recursive: true, force: true });
    process.exit(1);
  });

const times = [];
let failed;
for (const stage of STAGES) {
  const [foreground, ...beside] = Array.isArray(stage) ? stage : [stage];
  const logs = beside.map((script) => path.join(held, `${script.replace(':', '-')}.log`));
  if (beside.length)
    console.log(`\n${beside.join(', ')} runs beside ${foreground}: its output follows.`);
  const results = await Promise.all([
    run(foreground),
    ...beside.map((script, i) => run(script, logs[i])),
  ]);
  beside.forEach((script, i) => {
    console.log(`\n── ${script} (run beside ${foreground}) ──`);
    process.stdout.write(readFileSync(logs[i]));
  });
  for (const { script, seconds } of results) times.push([script, seconds]);
  failed = results.find((result) => !result.ok)?.script;
  if (failed) break;
}
rmSync(held, { recursive: true, force: true });

const clock = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log('\nnpm test, by stage (min:s; stages run together are marked +):');
const together = new Set(STAGES.filter(Array.isArray).flatMap((group) => group.slice(1)));
for (const [stage, seconds] of times)
  console.log(`  ${together.has(stage) ? '+ ' : '  '}${stage.padEnd(14)} ${clock(seconds)}`);
console.log(`  ${'  in all'.padEnd(16)} ${clock((performance.now() - begun) / 1000)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
