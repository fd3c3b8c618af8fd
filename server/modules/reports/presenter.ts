import type { ReportReceipt } from '@common/schemas/safety';
import type { ReportRow } from '@server/db/schema';

/** What the reporter gets back: their report as stored. */
export function presentReceipt(row: ReportRow): ReportReceipt {
  return {
    id: row.id,
    target_type: row.targetType,
    target_id: row.targetId,
    reason: row.reason,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}
