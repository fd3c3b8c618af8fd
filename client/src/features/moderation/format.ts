import type { ModerationActionName } from '@common/schemas/moderation';
import type { ReportTarget } from '@common/schemas/safety';

/** The buttons of the desk (docs/product.md §14.3). */
export const ACTION_LABELS: Record<ModerationActionName, string> = {
  dismiss: 'Dismiss',
  remove_listing: 'Remove listing',
  restore_listing: 'Restore listing',
  suspend_member: 'Suspend member',
  unsuspend_member: 'Lift suspension',
};

/** How the audit log tells what was done. */
export const ACTION_DONE: Record<ModerationActionName, string> = {
  dismiss: 'dismissed the reports on',
  remove_listing: 'removed',
  restore_listing: 'restored',
  suspend_member: 'suspended',
  unsuspend_member: 'lifted the suspension of',
};

export const TARGET_NAMES: Record<ReportTarget, string> = {
  listing: 'listing',
  user: 'member',
  message: 'message',
};

/** "12 May 2026, 14:05" in the reader's locale. */
export function formatWhen(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
