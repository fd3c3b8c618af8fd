import { useT } from '@client/lib/i18n/use-i18n';
import { useOnline } from '@client/lib/use-online';
import { useEffect } from 'react';
import './offline-notice.css';

/**
 * Shown on every page while the device is offline (docs/product.md §2.7): the installed app
 * still opens (the service worker keeps its shell), and queries wait for the network instead
 * of failing, so this is what tells the member why a page stays empty.
 */
export function OfflineNotice() {
  const online = useOnline();
  const t = useT();
  useEffect(() => {
    if (online) return;
    document.documentElement.dataset.offline = '';
    return () => {
      delete document.documentElement.dataset.offline;
    };
  }, [online]);
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {t('common.offlineNotice')}
    </p>
  );
}
