import { Button } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { ShareIcon } from '@client/components/icons';
import { useT } from '@client/lib/i18n/use-i18n';
import { useState } from 'react';
import { profileLink } from '../profile-link';
import { QrCode } from './qr-code';
import './friends.css';

type Open = 'qr' | 'link' | undefined;

/** "Use QR Code" and "Share your profile with a link" (docs/product.md §9.4, §5.2). */
export function ShareProfile({ userId }: { userId: number }) {
  const t = useT('friends');
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
      await navigator.share({ title: t('friends.share.title'), url: link });
    } catch {
      // Dismissing the share sheet rejects too; the link stays on screen to copy.
    }
  };

  return (
    <div className="share-profile">
      <Button variant="secondary" block onClick={() => setOpen('qr')}>
        {t('friends.share.qr')}
      </Button>
      <Button variant="secondary" block onClick={() => setOpen('link')}>
        {t('friends.share.link')}
      </Button>

      <Dialog
        open={open === 'qr'}
        title={t('friends.share.qr')}
        onClose={close}
        actions={<Button onClick={close}>{t('friends.share.close')}</Button>}
      >
        <div className="share-profile__qr">
          <QrCode value={link} label={t('friends.share.qrLabel')} />
        </div>
        <p className="muted">{t('friends.share.qrHint')}</p>
      </Dialog>

      <Dialog
        open={open === 'link'}
        title={t('friends.share.link')}
        onClose={close}
        actions={
          <>
            {canShare && (
              <Button variant="secondary" onClick={share}>
                <ShareIcon width={18} height={18} /> {t('friends.share.share')}
              </Button>
            )}
            <Button onClick={copyLink}>{t('friends.share.copy')}</Button>
          </>
        }
      >
        <TextField
          label={t('friends.share.linkLabel')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        {copy === 'copied' && <Alert tone="success">{t('friends.share.copied')}</Alert>}
        {copy === 'failed' && (
          <Alert onDismiss={() => setCopy(undefined)}>{t('friends.share.copyFailed')}</Alert>
        )}
      </Dialog>
    </div>
  );
}
