import { useT } from '@client/lib/i18n/use-i18n';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackIcon } from './icons';
import './page-header.css';

/** A screen's title bar; `back` shows a back button (to a path, or one step of history). */
export function PageHeader({
  title,
  back,
  actions,
}: {
  title: ReactNode;
  back?: string | true;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <header className="page-header">
      {back && (
        <button
          type="button"
          className="icon-btn"
          aria-label={t('common.back')}
          onClick={() => (back === true ? navigate(-1) : navigate(back))}
        >
          <BackIcon />
        </button>
      )}
      <h1 className="page-header__title">{title}</h1>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
