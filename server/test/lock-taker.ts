import { holdEmbeddedLock } from '@server/ops/embedded-lock';

/**
 * One would-be holder of DATA_DIR's lock, as a server starting would be
 * (server/ops/embedded-lock.test.ts starts two at once). Says `ready`, reads the instant to
 * try at (epoch ms) from stdin, waits for it without sleeping so two of these try within
 * microseconds of each other, then says `won` and holds the lock until stdin closes, or says
 * `lost <message>` and exits.
 */
const dataDir = process.argv[2]!;
process.stdin.setEncoding('utf8');
let input = '';
process.stdout.write('ready\n');
process.stdin.on('data', function onData(chunk) {
  input += chunk;
  if (!input.includes('\n')) return;
  process.stdin.off('data', onData);
  const at = Number(input.trim());
  while (Date.now() < at) {
    // spin: a timer would wake each process up to a millisecond apart
  }
  let release: () => void;
  try {
    release = holdEmbeddedLock(dataDir);
  } catch (err) {
    process.stdout.write(`lost ${(err as Error).message}\n`);
    process.exit(0);
  }
  process.stdout.write('won\n');
  process.stdin.on('end', () => {
    release();
    process.exit(0);
  });
  process.stdin.resume();
});
