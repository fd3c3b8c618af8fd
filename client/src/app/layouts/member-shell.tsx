import { RealtimeProvider } from '@client/features/messages/realtime';
import { useFollowMemberLocale } from '@client/lib/my-profile';
import { Outlet } from 'react-router-dom';
import { AppChrome } from './app-chrome';

/**
 * What a signed-in member's pages sit in: the realtime connection, top bar and navigation.
 * Its own chunk (see protected-layout.tsx), so a guest's first load does not carry it.
 */
export function MemberShell() {
  useFollowMemberLocale();
  return (
    <RealtimeProvider>
      <AppChrome>
        <Outlet />
      </AppChrome>
    </RealtimeProvider>
  );
}
