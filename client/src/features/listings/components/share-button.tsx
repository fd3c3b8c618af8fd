import { Button } from '@client/components/button';
import { ShareIcon } from '@client/components/icons';
import { useState } from 'react';

/** Web Share where the browser has it (phones), else the link is copied. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [notice, setNotice] = useState<string>();
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
      setNotice('Link copied');
    } catch {
      setNotice(`Copy this link: ${url}`);
    }
  };
  return (
    <>
      <Button variant="secondary" small onClick={share}>
        <ShareIcon width={18} height={18} />
        Share
      </Button>
      <span role="status" className="share-notice">
        {notice}
      </span>
    </>
  );
}
