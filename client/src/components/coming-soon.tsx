import { Link } from 'react-router-dom';
import { paths } from '../paths';

/** Shown only by routes whose feature has not landed yet (the foundation issue allows it). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="muted">This part of Homegrown is on its way.</p>
      <Link to={paths.home}>Go to Home</Link>
    </div>
  );
}
