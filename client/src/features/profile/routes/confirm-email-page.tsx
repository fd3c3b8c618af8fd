import { Alert, Loading } from '@client/components/feedback';
import { errorDetail } from '@client/lib/api';
import { sessionStore } from '@client/lib/session';
import { paths } from '@client/paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmEmail } from '../api';

/** Where the link e-mailed to a new address leads: the new address takes effect here. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main className="page stack" style={{ maxWidth: '32rem', margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.3rem' }}>Confirm your new e-mail address</h1>
      {token ? (
        <Confirmation token={token} />
      ) : (
        <>
          <Alert>
            This confirmation link is invalid. Please open the whole link from the e-mail.
          </Alert>
          <Link to={paths.home}>Go to Home</Link>
        </>
      )}
    </main>
  );
}

function Confirmation({ token }: { token: string }) {
  // A query, not an effect: the link works once, and a query is sent once per token however
  // often the page renders.
  const { data, error, isPending } = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  // Every token of the member stopped working: a session of theirs here is over.
  useEffect(() => {
    if (data && sessionStore.get()?.user.id === data.user_id) sessionStore.clear();
  }, [data]);

  if (isPending) return <Loading>Confirming your new e-mail address...</Loading>;
  if (error) {
    return (
      <>
        <Alert>
          {errorDetail(error) ?? 'Failed to confirm your e-mail address. Please try again later.'}
        </Alert>
        <Link to={paths.home}>Go to Home</Link>
      </>
    );
  }
  return (
    <>
      <Alert tone="success">{data.message}</Alert>
      <Link to={paths.login}>Go to Login</Link>
    </>
  );
}
