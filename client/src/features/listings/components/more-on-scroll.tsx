import { Button } from '@client/components/button';
import { Loading } from '@client/components/feedback';
import { useT } from '@client/lib/i18n/use-i18n';
import { useEffect, useRef } from 'react';

/**
 * Loads the next page when the end of a list scrolls into view; the button does the same for
 * keyboards, screen readers and browsers without IntersectionObserver.
 */
export function MoreOnScroll({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const t = useT('listings');
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="more-on-scroll">
      {loading ? (
        <Loading>{t('listings.more.loading')}</Loading>
      ) : (
        <Button variant="ghost" onClick={onMore}>
          {t('listings.more.show')}
        </Button>
      )}
    </div>
  );
}
