import { sessionStore, useSession } from '@client/lib/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Ends the session at its stored expiry, and drops every cached answer when the member
 * changes (logout, 401, another account), so nobody sees the previous member's data.
 */
export function SessionEffects() {
  const session = useSession();
  const queryClient = useQueryClient();
  const previousUser = useRef(session?.user.id);
  useEffect(() => {
    if (previousUser.current !== session?.user.id) queryClient.clear();
    previousUser.current = session?.user.id;
  }, [session?.user.id, queryClient]);
  useEffect(() => {
    if (!session) return;
    const left = session.expiresAt - Date.now();
    // setTimeout cannot wait longer than about 24.8 days; a session lasts 7.
    const timer = setTimeout(() => sessionStore.clear(), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [session]);
  return null;
}
