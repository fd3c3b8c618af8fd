import { RealtimeProvider } from '@client/features/messages/realtime';
import { Outlet } from 'react-router-dom';
import { AppChrome } from './app-chrome';

/**
 * What a signed-in member's pages sit in: the realtime connection, top bar and navigation.
 * Its own chunk (see protected-layout.tsx), so a guest's first load does not carry it.
 */
export function MemberShell() {
  return (
    <RealtimeProvider>
      <AppChrome>
        <Outlet />
      </AppChrome>
    </RealtimeProvider>
  );
}
