import { useT } from '@client/lib/i18n/use-i18n';
import { useOnline } from '@client/lib/use-online';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../paths';
import { NotFoundPage } from './not-found-page';

/**
 * The root layout's error page: a 404 reads as one, a page whose code could not download
 * offline says so, anything else is a calm apology.
 */
export function ErrorPage() {
  const error = useRouteError();
  const online = useOnline();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="page page--plain" style={{ textAlign: 'center', paddingTop: 64 }}>
      <h1>{t(online ? 'common.errorPage.title' : 'common.errorPage.offlineTitle')}</h1>
      <p className="muted" role={online ? undefined : 'status'}>
        {t(online ? 'common.errorPage.body' : 'common.errorPage.offlineBody')}
      </p>
      <Link to={paths.home}>{t('common.goHome')}</Link>
    </main>
  );
}
