import type { Db } from '@server/db/client';
import type { EmailPayloads, EmailType, SendEmail } from '@server/jobs/email-payloads';
import { enqueueJobs } from '@server/jobs/queue';

/** One e-mail to send: stored with the transaction `db` is (or as its own statement). */
export function queueEmail<K extends EmailType>(db: Db, type: K, data: EmailPayloads[K]) {
  return enqueueJobs(db, [{ kind: 'send_email', payload: { type, data } as SendEmail }]);
}
