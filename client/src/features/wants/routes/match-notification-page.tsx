import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { useMatchEmailPreview } from '../api';
import '../components/wants.css';

/**
 * The match-notification e-mail mock-up made real: the member sees the e-mail as they would
 * get it, with their own data. The HTML is shown in a sandboxed frame (no scripts, no
 * same-origin access), so nothing in it can reach the app.
 */
export function MatchNotificationPage() {
  const preview = useMatchEmailPreview();
  const t = useT('wants');
  return (
    <div className="page">
      <PageHeader title={t('wants.match.title')} back />
      {preview.isPending ? (
        <Loading />
      ) : preview.isError ? (
        <Alert>{t('wants.error.fetchData')}</Alert>
      ) : (
        <div className="email-preview">
          <p className="email-preview__subject">
            <span className="muted">{t('wants.match.subject')} </span>
            {preview.data.subject}
          </p>
          <iframe
            className="email-preview__frame"
            title={t('wants.match.preview')}
            sandbox=""
            srcDoc={preview.data.html}
          />
        </div>
      )}
    </div>
  );
}
