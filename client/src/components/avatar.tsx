import { useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '../lib/images';

/** A round picture, or the member's initial on green when they have none. */
export function Avatar({
  src,
  name,
  size = 40,
}: {
  src?: string | null | undefined;
  name: string;
  size?: number;
}) {
  const t = useT();
  const url = imageUrl(src);
  const label = t('common.avatar', { name });
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (url)
    return (
      <img
        src={url}
        alt={label}
        width={size}
        height={size}
        style={{ ...style, objectFit: 'cover' }}
      />
    );
  return (
    <span
      role="img"
      aria-label={label}
      style={{
        ...style,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'var(--green-700)',
        color: '#fff',
        fontWeight: 700,
        fontSize: size * 0.42,
      }}
    >
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
