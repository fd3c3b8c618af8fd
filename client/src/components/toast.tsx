import { useT } from '@client/lib/i18n/use-i18n';
import { useEffect, useSyncExternalStore } from 'react';
import { CloseIcon } from './icons';
import './toast.css';

/**
 * How long a toast stays: long enough to read twice, short enough not to cover the page.
 * @internal
 */
export const TOAST_MS = 5000;

interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

let shown: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Confirms what just happened where the member is looking, whatever they scrolled to or
 * where the app goes next (docs/product.md §2.6): a newer toast replaces the one shown.
 */
export function showToast(text: string, tone: Toast['tone'] = 'success') {
  lastId += 1;
  shown = { id: lastId, text, tone };
  emit();
}

function hide(id: number) {
  if (shown?.id !== id) return;
  shown = null;
  emit();
}

/**
 * The one place toasts appear, drawn once for the whole app so a toast outlives the page that
 * raised it (a deleted profile lands on /). The polite live region is always there, empty
 * between toasts, so screen readers hear each toast (a status) as it is put in.
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribe, () => shown);
  const t = useT();
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => hide(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  // Nobody left to show it to: the next app (or test) starts without it.
  useEffect(
    () => () => {
      if (listeners.size === 0) shown = null;
    },
    [],
  );
  return (
    <div className="toaster">
      <div className={toast ? `toast toast--${toast.tone}` : 'toast toast--idle'}>
        <div className="toast__text" aria-live="polite">
          {toast && (
            <p key={toast.id} role="status">
              {toast.text}
            </p>
          )}
        </div>
        {toast && (
          <button
            type="button"
            className="toast__close"
            aria-label={t('common.dismiss')}
            onClick={() => hide(toast.id)}
          >
            <CloseIcon width={18} height={18} />
          </button>
        )}
      </div>
    </div>
  );
}
