import type { ReportInput, ReportReceipt } from '@common/schemas/safety';
import { api } from './api';

/** POST /reports: a second report of the same target replaces the first (docs/product.md §14.2). */
export async function sendReport(input: ReportInput): Promise<ReportReceipt> {
  return (await api.post<ReportReceipt>('/reports', input)).data;
}
