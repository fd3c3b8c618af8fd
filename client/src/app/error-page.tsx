import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../paths';
import { NotFoundPage } from './not-found-page';

/** The root layout's error page: a 404 reads as one, anything else as a calm apology. */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="page page--plain" style={{ textAlign: 'center', paddingTop: 64 }}>
      <h1>Something went wrong</h1>
      <p className="muted">Please reload the page. If it keeps happening, try again later.</p>
      <Link to={paths.home}>Go to Home</Link>
    </main>
  );
}
