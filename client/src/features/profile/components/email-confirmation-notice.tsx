import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { errorMessage, statusOf } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { profileKey } from '@client/lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendEmailConfirmation } from '../api';

/**
 * "Confirm your e-mail address" (docs/product.md §4.1): shown to a member who has not opened a
 * link sent to their address (at sign-up; members from before then never had one), with a way
 * to get a new one. Nothing else waits on it.
 */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const client = useQueryClient();
  const t = useT('profile');
  const resend = useMutation({
    mutationFn: resendEmailConfirmation,
    // Confirmed meanwhile (another tab, the link): the profile read again drops this notice.
    onError: (err) => {
      if (statusOf(err) === 409) client.invalidateQueries({ queryKey: profileKey });
    },
  });
  return (
    <section className="card stack profile__confirm" aria-labelledby="email-confirmation-title">
      <h2 id="email-confirmation-title">{t('profile.confirmNotice.title')}</h2>
      <p>{t('profile.confirmNotice.body', { email })}</p>
      {resend.isSuccess ? (
        <Alert tone="success">{resend.data.message}</Alert>
      ) : (
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? t('profile.confirmNotice.sending') : t('profile.confirmNotice.send')}
        </Button>
      )}
      {resend.isError && (
        <Alert>{errorMessage(resend.error, t('profile.confirmNotice.failed'))}</Alert>
      )}
    </section>
  );
}
