import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionStore, useSession } from '../../lib/session';
import { paths } from '../../paths';

/**
 * The member shell loads only for a session: at once when the page opens signed in (beside
 * the route's own chunk, not after it), or the moment a guest signs in.
 */
let shellModule: Promise<typeof import('./member-shell')> | undefined;
function loadShell() {
  shellModule ??= import('./member-shell').catch((err: unknown) => {
    shellModule = undefined; // a failed download is tried again on the next render
    throw err;
  });
  return shellModule;
}
if (sessionStore.get()) void loadShell().catch(() => {});
sessionStore.subscribe(() => {
  if (sessionStore.get()) void loadShell().catch(() => {});
});

// No Suspense boundary of its own: navigations are transitions, so the previous page stays
// on screen until the shell is there, instead of a blank fallback.
const MemberShell = lazy(async () => ({ default: (await loadShell()).MemberShell }));

/** The signed-in group: the session store is read synchronously, so there is no flash. */
export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <MemberShell />;
}

/** Guests and members alike (seller profiles, listings); members get the full chrome. */
export function OpenLayout() {
  const session = useSession();
  if (!session) return <Outlet />;
  return <MemberShell />;
}

export function GuestOnlyLayout() {
  const session = useSession();
  // Login and register name their landing page when they start the session.
  if (session) return <Navigate to={sessionStore.landing() ?? paths.myListings} replace />;
  return <Outlet />;
}
