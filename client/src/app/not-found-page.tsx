import { useT } from '@client/lib/i18n/use-i18n';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="page page--plain" style={{ textAlign: 'center', paddingTop: 64 }}>
      <h1>{t('common.notFound.title')}</h1>
      <p className="muted">{t('common.notFound.body')}</p>
      <Link to={paths.home}>{t('common.goHome')}</Link>
    </main>
  );
}
