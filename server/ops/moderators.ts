import type { Config } from '@server/config';
import { setModerator } from '@server/modules/moderation';
import { withOpsDatabase } from './with-database';

export const MODERATOR_USAGE = 'Usage: npm run ops -- moderator add|remove <email>';

/**
 * `npm run ops -- moderator add|remove <email>` (docs/product.md §14.3): the sentence to print.
 * A running server reads the role again when a member's cached session expires, so the change
 * reaches it within SESSION_CACHE_TTL_MS; the embedded database cannot be opened while the
 * server has it, so there the server is stopped first (and reads the role afresh on start).
 * Throws with a message for the operator when no member has the address.
 */
export async function moderatorCommand(
  config: Config,
  verb: string | undefined,
  email: string | undefined,
): Promise<string> {
  if ((verb !== 'add' && verb !== 'remove') || !email) throw new Error(MODERATOR_USAGE);
  return withOpsDatabase(config, async (db) => {
    const change = await setModerator(db, email, verb === 'add');
    if (change.outcome === 'no-member') throw new Error(`No member has the address ${email}.`);
    const who = `${change.username} (${email})`;
    if (verb === 'add') {
      return change.outcome === 'changed'
        ? `${who} is now a moderator.`
        : `${who} was already a moderator.`;
    }
    const named = config.moderatorEmails.includes(email.trim().toLowerCase())
      ? ' MODERATOR_EMAILS still names this address: remove it there too, or the next start makes them a moderator again.'
      : '';
    return `${change.outcome === 'changed' ? `${who} is no longer a moderator.` : `${who} was not a moderator.`}${named}`;
  });
}
