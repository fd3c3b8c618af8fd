import { Button } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { ShareIcon } from '@client/components/icons';
import { useState } from 'react';
import { profileLink } from '../profile-link';
import { QrCode } from './qr-code';
import './friends.css';

type Open = 'qr' | 'link' | undefined;

/** "Use QR Code" and "Share your profile with a link" (docs/product.md §9.4, §5.2). */
export function ShareProfile({ userId }: { userId: number }) {
  const [open, setOpen] = useState<Open>();
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const link = profileLink(userId);
  const close = () => {
    setOpen(undefined);
    setCopy(undefined);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: 'My Homegrown garden', url: link });
    } catch {
      // Dismissing the share sheet rejects too; the link stays on screen to copy.
    }
  };

  return (
    <div className="share-profile">
      <Button variant="secondary" block onClick={() => setOpen('qr')}>
        Use QR Code
      </Button>
      <Button variant="secondary" block onClick={() => setOpen('link')}>
        Share your profile with a link
      </Button>

      <Dialog
        open={open === 'qr'}
        title="Use QR Code"
        onClose={close}
        actions={<Button onClick={close}>Close</Button>}
      >
        <div className="share-profile__qr">
          <QrCode value={link} label="QR code of your profile link" />
        </div>
        <p className="muted">
          A friend scans this with their phone camera to open your profile and add you.
        </p>
      </Dialog>

      <Dialog
        open={open === 'link'}
        title="Share your profile with a link"
        onClose={close}
        actions={
          <>
            {canShare && (
              <Button variant="secondary" onClick={share}>
                <ShareIcon width={18} height={18} /> Share
              </Button>
            )}
            <Button onClick={copyLink}>Copy link</Button>
          </>
        }
      >
        <TextField
          label="Your profile link"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        {copy === 'copied' && <Alert tone="success">Link copied to clipboard</Alert>}
        {copy === 'failed' && (
          <Alert onDismiss={() => setCopy(undefined)}>Failed to copy link to clipboard</Alert>
        )}
      </Dialog>
    </div>
  );
}
