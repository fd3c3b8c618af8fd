import { addressForPeople, start } from './bootstrap';
import { loadConfig } from './config';
import { loadEnvFile } from './env-file';

loadEnvFile();
const config = loadConfig();
const running = await start(config).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
// One line for the person who ran `npm start`, among the logs written for machines (JSON).
console.log(`Homegrown is running at ${addressForPeople(config.host, running.url)}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
