import { start } from './bootstrap';
import { loadConfig } from './config';
import { loadEnvFile } from './env-file';

loadEnvFile();
const running = await start(loadConfig()).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
