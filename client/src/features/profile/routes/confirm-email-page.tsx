import { Alert, Loading } from '@client/components/feedback';
import { errorDetail } from '@client/lib/api';
import { keyOf } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/use-i18n';
import { profileKey } from '@client/lib/query-keys';
import { sessionStore } from '@client/lib/session';
import { paths } from '@client/paths';
import { authContracts } from '@common/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmEmail } from '../api';

/**
 * Where the link e-mailed to a new address leads: the new address takes effect here. The link
 * sent at sign-up leads here too, and only confirms the member's address.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const t = useT('profile');
  return (
    <main className="page stack" style={{ maxWidth: '32rem', margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.3rem' }}>{t('profile.confirmEmail.title')}</h1>
      {token ? (
        <Confirmation token={token} />
      ) : (
        <>
          <Alert>{t('profile.confirmEmail.invalid')}</Alert>
          <Link to={paths.home}>{t('profile.confirmEmail.goHome')}</Link>
        </>
      )}
    </main>
  );
}

function Confirmation({ token }: { token: string }) {
  // A query, not an effect: the link works once, and a query is sent once per token however
  // often the page renders.
  const { data, error, isPending } = useQuery({
    queryKey: [...keyOf(authContracts.confirmEmail), token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const client = useQueryClient();
  const t = useT('profile');
  // A changed address: every token of the member stopped working, so a session of theirs here
  // is over. (An answer that does not say is a change, as every answer was before sign-up
  // links.) Their own address confirmed: the session stays, and the profile is read again.
  const changed = data ? data.email_changed !== false : false;
  useEffect(() => {
    if (!data || sessionStore.get()?.user.id !== data.user_id) return;
    if (changed) sessionStore.clear();
    else client.invalidateQueries({ queryKey: profileKey });
  }, [data, changed, client]);

  if (isPending) return <Loading>{t('profile.confirmEmail.confirming')}</Loading>;
  if (error) {
    return (
      <>
        <Alert>{errorDetail(error) ?? t('profile.confirmEmail.failed')}</Alert>
        <Link to={paths.home}>{t('profile.confirmEmail.goHome')}</Link>
      </>
    );
  }
  return (
    <>
      <Alert tone="success">{data.message}</Alert>
      {changed ? (
        <Link to={paths.login}>{t('profile.confirmEmail.goLogin')}</Link>
      ) : (
        <Link to={paths.home}>{t('profile.confirmEmail.goHome')}</Link>
      )}
    </>
  );
}
