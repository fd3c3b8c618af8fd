import { LeafIcon } from '@client/components/icons';
import { useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { categoryKey } from '../code-labels';

/** The listing's photo, or a leaf on green when it has none. */
export function ListingImage({
  path,
  title,
  categoryId,
  className,
  eager,
}: {
  path: string | null;
  title: string;
  categoryId: number;
  className: string;
  eager?: boolean;
}) {
  const src = imageUrl(path);
  const t = useT('listings');
  if (src) {
    return (
      <img
        className={className}
        src={src}
        alt={title}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
  }
  return (
    <div
      className={`${className} listing-image--none`}
      role="img"
      aria-label={t('listings.image.noPhoto', { title, category: t(categoryKey(categoryId)) })}
    >
      <LeafIcon width={32} height={32} />
    </div>
  );
}
