import { OfflineNotice } from '@client/components/offline-notice';
import { Toaster } from '@client/components/toast';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/** Moves focus and scroll to the top on navigation, so screen readers hear the new page. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <>
      <OfflineNotice />
      {/* A screen waiting for its language file (lib/i18n/use-i18n.ts) after a tap. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}
