import type { ModerationActionName, ModerationReport } from '@common/schemas/moderation';
import { REPORT_REASON_LABELS } from '@common/schemas/safety';
import { useId } from 'react';
import { formatWhen, TARGET_NAMES } from '../format';
import { ReportActions } from './report-actions';
import { TargetView } from './target-view';

/** One report: why, by whom, how many name the same target, the target, and the actions. */
export function ReportCard({
  report,
  me,
  onDone,
}: {
  report: ModerationReport;
  me: number | undefined;
  onDone: (report: ModerationReport, action: ModerationActionName) => void;
}) {
  const titleId = useId();
  const others = report.reports_on_target - 1;
  return (
    <article className="mod-report card" aria-labelledby={titleId}>
      <header className="mod-report__head">
        <h2 id={titleId} className="mod-report__title">
          {REPORT_REASON_LABELS[report.reason]}: a {TARGET_NAMES[report.target_type]}
        </h2>
        <p className="muted mod-report__by">
          Reported by {report.reporter.username} on {formatWhen(report.created_at)}
          {others > 0 && ` · ${others} other ${others === 1 ? 'report' : 'reports'} on it`}
        </p>
        {report.closed_at && (
          <p className="muted mod-report__by">Closed on {formatWhen(report.closed_at)}</p>
        )}
      </header>
      {report.details && <blockquote className="mod-report__details">{report.details}</blockquote>}
      <TargetView target={report.target} />
      <ReportActions report={report} me={me} onDone={(action) => onDone(report, action)} />
    </article>
  );
}
