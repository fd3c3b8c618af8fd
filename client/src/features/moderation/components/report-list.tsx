import type { DeskReport } from '@common/schemas/moderation';
import { REPORT_REASON_LABELS } from '@common/schemas/safety';
import { formatWhen } from '../format';

/** The reports on one thing: each reason, reporter, date and details, as the tab orders them. */
export function ReportList({ reports }: { reports: DeskReport[] }) {
  return (
    <ul className="mod-reports" aria-label="Reports">
      {reports.map((report) => (
        <li key={report.id} className="mod-reports__item">
          <p className="mod-report__by">
            <span className="mod-tag">{REPORT_REASON_LABELS[report.reason]}</span>{' '}
            <span className="muted">
              Reported by {report.reporter.username} on {formatWhen(report.created_at)}
            </span>
          </p>
          {report.details && (
            <blockquote className="mod-report__details">{report.details}</blockquote>
          )}
          {report.closed_at && (
            <p className="muted mod-report__by">Closed on {formatWhen(report.closed_at)}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
