import { sessionStore } from '@client/lib/session';
import { createContext, lazy, type ReactNode, useContext, useEffect } from 'react';

/**
 * The member shell loads only for a session: at once when the page opens signed in (beside
 * the route's own chunk, not after it), or the moment a guest signs in. The app creates one
 * loader (main.tsx); MemberShellProvider watches the session while it is mounted.
 */
export function createMemberShellLoader() {
  let shellModule: Promise<typeof import('./member-shell')> | undefined;
  const load = () => {
    shellModule ??= import('./member-shell').catch((err: unknown) => {
      shellModule = undefined; // a failed download is tried again on the next render
      throw err;
    });
    return shellModule;
  };
  const loadIfSignedIn = () => {
    if (sessionStore.get()) void load().catch(() => {});
  };
  return {
    // No Suspense boundary of its own: navigations are transitions, so the previous page stays
    // on screen until the shell is there, instead of a blank fallback.
    MemberShell: lazy(async () => ({ default: (await load()).MemberShell })),
    /** Loads the shell now if signed in, and whenever someone signs in, until stopped. */
    watch(): () => void {
      loadIfSignedIn();
      const stop = sessionStore.subscribe(loadIfSignedIn);
      return () => {
        stop();
      };
    },
  };
}

export type MemberShellLoader = ReturnType<typeof createMemberShellLoader>;

const MemberShellContext = createContext<MemberShellLoader | null>(null);

export function MemberShellProvider({
  loader,
  children,
}: {
  loader: MemberShellLoader;
  children: ReactNode;
}) {
  useEffect(() => loader.watch(), [loader]);
  return <MemberShellContext.Provider value={loader}>{children}</MemberShellContext.Provider>;
}

/** The lazily loaded member shell of the app's loader. */
export function useMemberShell() {
  const loader = useContext(MemberShellContext);
  if (!loader) throw new Error('The member layouts are drawn outside MemberShellProvider');
  return loader.MemberShell;
}
