import type { Db } from '@server/db/client';
import { findShownEvent } from '@server/modules/events';

/**
 * A swap day as the reporter may see it (docs/product.md §7.19): not cancelled nor removed, its
 * host in good standing, and neither blocking the other; undefined otherwise, so a report
 * tells nobody that a hidden one exists.
 */
export async function findReportableEvent(db: Db, id: number, reporterId: number) {
  const row = await findShownEvent(db, id, reporterId);
  return row && { id: row.event.id, hostId: row.event.hostId };
}
