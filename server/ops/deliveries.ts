import type { Config } from '@server/config';
import { deliveryReport } from '@server/deliveries/stats';
import { withOpsDatabase } from './with-database';

const when = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/**
 * `npm run ops -- deliveries` (docs/operations.md "Deliveries"): the e-mails and pushes kept, by
 * channel and state, and the latest errors, as text for the operator. On the embedded
 * database the server must be stopped first (one process per data folder).
 */
export function deliveriesCommand(config: Config): Promise<string> {
  return withOpsDatabase(config, async (db) => {
    const { counts, latest } = await deliveryReport(db);
    const lines = ['Deliveries (sent ones are kept a day):'];
    if (!counts.length) lines.push('  none');
    for (const c of counts) lines.push(`  ${c.channel.padEnd(6)}${c.state.padEnd(10)}${c.count}`);
    lines.push('', latest.length ? 'Latest errors:' : 'No errors.');
    for (const e of latest) {
      const what = e.type ? `${e.kind} ${e.type}` : e.kind;
      const state = e.failedAt ? `failed ${when(e.failedAt)}` : `next try ${when(e.nextAttempt)}`;
      lines.push(`  #${e.id} ${what}, ${e.attempts} attempts, ${state}: ${e.error}`);
    }
    return lines.join('\n');
  });
}
