import { reportContracts } from '@common/contracts/reports';
import type { ReportInput } from '@common/schemas/safety';
import { call } from './api-client';

/** POST /reports: a second report of the same target replaces the first (docs/product.md §14.2). */
export function sendReport(input: ReportInput) {
  return call(reportContracts.create, { body: input });
}
