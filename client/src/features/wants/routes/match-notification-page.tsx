import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { useMatchEmailPreview } from '../api';
import '../components/wants.css';

/**
 * The match-notification e-mail mock-up made real: the member sees the e-mail as they would
 * get it, with their own data. The HTML is shown in a sandboxed frame (no scripts, no
 * same-origin access), so nothing in it can reach the app.
 */
export function MatchNotificationPage() {
  const preview = useMatchEmailPreview();
  return (
    <div className="page">
      <PageHeader title="Match notification e-mail" back />
      {preview.isPending ? (
        <Loading />
      ) : preview.isError ? (
        <Alert>Failed to fetch data. Please try again later.</Alert>
      ) : (
        <div className="email-preview">
          <p className="email-preview__subject">
            <span className="muted">Subject: </span>
            {preview.data.subject}
          </p>
          <iframe
            className="email-preview__frame"
            title="Match notification e-mail preview"
            sandbox=""
            srcDoc={preview.data.html}
          />
        </div>
      )}
    </div>
  );
}
