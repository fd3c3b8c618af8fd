import { loadConfig } from '@server/config';
import { loadEnvFile } from '@server/env-file';
import { backup } from './backup';
import { deliveriesCommand } from './deliveries';
import { MODERATOR_USAGE, moderatorCommand } from './moderators';
import { restore } from './restore';

/**
 * `npm run backup [file]`, `npm run restore <file>`, `npm run ops -- moderator add|remove
 * <email>` and `npm run ops -- deliveries`, with the server's own configuration.
 */
const [command, file, extra] = process.argv.slice(2);
loadEnvFile();
const config = loadConfig();
try {
  if (command === 'backup') {
    const out =
      file ?? `backups/homegrown-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    console.log(`Backup written to ${await backup(config, out)}`);
  } else if (command === 'restore' && file) {
    const manifest = await restore(config, file);
    console.log(`Restored the backup of ${manifest.created_at} (${manifest.database}).`);
  } else if (command === 'moderator') {
    console.log(await moderatorCommand(config, file, extra));
  } else if (command === 'deliveries') {
    console.log(await deliveriesCommand(config));
  } else {
    console.error(
      `Usage: npm run backup [file.tar.gz] | npm run restore <file.tar.gz>\n       ${MODERATOR_USAGE.replace('Usage: ', '')}\n       npm run ops -- deliveries`,
    );
    process.exit(2);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
