import { Button } from '@client/components/button';
import { ShareIcon } from '@client/components/icons';
import { useT } from '@client/lib/i18n/use-i18n';
import { useState } from 'react';

/** Web Share where the browser has it (phones), else the link is copied. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [notice, setNotice] = useState<string>();
  const t = useT('listings');
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice(t('listings.share.copied'));
    } catch {
      setNotice(t('listings.share.copyThis', { url }));
    }
  };
  return (
    <>
      <Button variant="secondary" small onClick={share}>
        <ShareIcon width={18} height={18} />
        {t('listings.share.button')}
      </Button>
      <span role="status" className="share-notice">
        {notice}
      </span>
    </>
  );
}
