import { Alert, Loading } from '@client/components/feedback';
import { useT } from '@client/lib/i18n/use-i18n';
import { useEffect, useState } from 'react';

/**
 * A QR code drawn in the browser (docs/product.md §9.4: never by a third-party image service). The
 * encoder is loaded only when a code is shown, so it stays out of the first page load.
 */
export function QrCode({
  value,
  label,
  size = 240,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const t = useT('friends');
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(undefined);
    setFailed(false);
    import('qrcode')
      .then((QRCode) =>
        QRCode.toString(value, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
          color: { dark: '#173f19', light: '#ffffff' },
        }),
      )
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (failed) return <Alert>{t('friends.qr.failed')}</Alert>;
  if (!src) return <Loading>{t('friends.qr.drawing')}</Loading>;
  return <img className="qr-code" src={src} alt={label} width={size} height={size} />;
}
