import { Link } from 'react-router-dom';
import { paths } from '../paths';

export function NotFoundPage() {
  return (
    <main className="page page--plain" style={{ textAlign: 'center', paddingTop: 64 }}>
      <h1>Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or is not visible to you.</p>
      <Link to={paths.home}>Go to Home</Link>
    </main>
  );
}
