import { useSyncExternalStore } from 'react';

/** docs/product.md §2.6: from this width the member chrome and the screens take the desktop layout. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** Whether `query` matches now, following it as the window is resized (false where unknown). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
  );
}

/** Whether the screen is wide enough for the desktop layout (two panes, lists beside maps). */
export const useDesktop = () => useMediaQuery(DESKTOP_QUERY);
