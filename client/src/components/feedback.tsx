import { useT } from '@client/lib/i18n/use-i18n';
import type { ReactNode } from 'react';
import './feedback.css';

export function Alert({
  tone = 'error',
  children,
  onDismiss,
}: {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  const t = useT();
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="alert__text">{children}</p>
      {onDismiss && (
        <button
          type="button"
          className="alert__close"
          onClick={onDismiss}
          aria-label={t('common.dismiss')}
        >
          ×
        </button>
      )}
    </div>
  );
}

export function Loading({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{children ?? t('common.loading')}</span>
    </div>
  );
}
