import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { errorMessage, statusOf } from '@client/lib/api';
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
  const resend = useMutation({
    mutationFn: resendEmailConfirmation,
    // Confirmed meanwhile (another tab, the link): the profile read again drops this notice.
    onError: (err) => {
      if (statusOf(err) === 409) client.invalidateQueries({ queryKey: profileKey });
    },
  });
  return (
    <section className="card stack profile__confirm" aria-labelledby="email-confirmation-title">
      <h2 id="email-confirmation-title">Confirm your e-mail address</h2>
      <p>
        Please confirm that {email} is yours by opening the link we e-mailed you. No link, or an
        expired one? We can send a new one.
      </p>
      {resend.isSuccess ? (
        <Alert tone="success">{resend.data.message}</Alert>
      ) : (
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending...' : 'Send a new link'}
        </Button>
      )}
      {resend.isError && (
        <Alert>{errorMessage(resend.error, 'Failed to send the link. Please try again.')}</Alert>
      )}
    </section>
  );
}
