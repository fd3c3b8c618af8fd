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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="page page--plain" style={{ textAlign: 'center', paddingTop: 64 }}>
      <h1>{online ? 'Something went wrong' : 'No connection'}</h1>
      <p className="muted" role={online ? undefined : 'status'}>
        {online
          ? 'Please reload the page. If it keeps happening, try again later.'
          : 'You are offline. Please reload the page once you are back online.'}
      </p>
      <Link to={paths.home}>Go to Home</Link>
    </main>
  );
}
