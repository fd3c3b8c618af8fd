import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { errorMessage } from '@client/lib/api';
import { paths } from '@client/paths';
import { EMAIL_KINDS, type EmailKind, KIND_LABELS } from '@common/schemas/notification-settings';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { unsubscribe } from '../notification-settings-api';

const isEmailKind = (kind: string | null): kind is EmailKind =>
  (EMAIL_KINDS as readonly (string | null)[]).includes(kind);

/**
 * Where an e-mail's unsubscribe link leads a person (docs/product.md §8.9): it asks before
 * turning anything off, since mail scanners open links too; signed in or not.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const user = params.get('user');
  const kind = params.get('kind');
  const token = params.get('token');
  const done = useMutation({
    mutationFn: () => unsubscribe({ user: user!, kind: kind as EmailKind, token: token! }),
  });
  const valid = user && token && isEmailKind(kind);
  return (
    <main className="page stack" style={{ maxWidth: '32rem', margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.3rem' }}>Unsubscribe</h1>
      {!valid ? (
        <Alert>
          This unsubscribe link is not valid. Please open the whole link from the e-mail.
        </Alert>
      ) : done.isSuccess ? (
        <Alert tone="success">
          Done: you will get no more e-mails about {KIND_LABELS[kind].toLowerCase()}. You can turn
          them on again in your notification settings.
        </Alert>
      ) : (
        <>
          <p>Stop e-mails about {KIND_LABELS[kind].toLowerCase()}?</p>
          <Button onClick={() => done.mutate()} disabled={done.isPending}>
            Unsubscribe
          </Button>
          {done.isError && (
            <Alert>
              {errorMessage(done.error, 'Failed to unsubscribe. Please try again later.')}
            </Alert>
          )}
        </>
      )}
      <Link to={paths.notificationSettings}>Notification settings</Link>
    </main>
  );
}
