import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import type { DeskReport } from '@common/schemas/moderation';
import { formatWhen } from '../format';

/** The reports on one thing: each reason, reporter, date and details, as the tab orders them. */
export function ReportList({ reports }: { reports: DeskReport[] }) {
  const t = useT('moderation', 'safety');
  const locale = useLocale();
  return (
    <ul className="mod-reports" aria-label={t('moderation.reports')}>
      {reports.map((report) => (
        <li key={report.id} className="mod-reports__item">
          <p className="mod-report__by">
            <span className="mod-tag">{t(`safety.report.reason.${report.reason}`)}</span>{' '}
            <span className="muted">
              {t('moderation.reports.by', {
                username: report.reporter.username,
                date: formatWhen(locale, report.created_at),
              })}
            </span>
          </p>
          {report.details && (
            <blockquote className="mod-report__details">{report.details}</blockquote>
          )}
          {report.closed_at && (
            <p className="muted mod-report__by">
              {t('moderation.reports.closed', { date: formatWhen(locale, report.closed_at) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
