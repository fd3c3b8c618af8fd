import { sessionStore, useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { GuestHeader } from './guest-header';
import { useMemberShell } from './member-shell-loader';

/** The signed-in group: the session store is read synchronously, so there is no flash. */
export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  const MemberShell = useMemberShell();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <MemberShell />;
}

/**
 * Guests and members alike (seller profiles, listings); members get the full chrome, guests the
 * guest header with its way in (docs/product.md §2.3).
 */
export function OpenLayout() {
  const session = useSession();
  const MemberShell = useMemberShell();
  if (!session) {
    return (
      <>
        <GuestHeader />
        <main id="main">
          <Outlet />
        </main>
      </>
    );
  }
  return <MemberShell />;
}

export function GuestOnlyLayout() {
  const session = useSession();
  // Login and register name their landing page when they start the session.
  if (session) {
    const landing = sessionStore.landing() ?? paths.myListings;
    return <Navigate to={landing} replace state={sessionStore.landingState()} />;
  }
  return <Outlet />;
}
