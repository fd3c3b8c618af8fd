import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { errorMessage } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { EMAIL_KINDS, type EmailKind } from '@common/schemas/notification-settings';
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
  const t = useT('profile');
  const locale = useLocale();
  const valid = user && token && isEmailKind(kind);
  // The kind's name inside a sentence: "wish-list matches".
  const about = valid ? t(`profile.notifications.kind.${kind}`).toLocaleLowerCase(locale) : '';
  return (
    <main className="page stack" style={{ maxWidth: '32rem', margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.3rem' }}>{t('profile.unsubscribe.title')}</h1>
      {!valid ? (
        <Alert>{t('profile.unsubscribe.invalid')}</Alert>
      ) : done.isSuccess ? (
        <Alert tone="success">{t('profile.unsubscribe.done', { kind: about })}</Alert>
      ) : (
        <>
          <p>{t('profile.unsubscribe.question', { kind: about })}</p>
          <Button onClick={() => done.mutate()} disabled={done.isPending}>
            {t('profile.unsubscribe.button')}
          </Button>
          {done.isError && (
            <Alert>{errorMessage(done.error, t('profile.unsubscribe.failed'))}</Alert>
          )}
        </>
      )}
      <Link to={paths.notificationSettings}>{t('profile.links.notificationSettings')}</Link>
    </main>
  );
}
