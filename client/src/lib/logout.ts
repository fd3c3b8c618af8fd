import { sessionStore } from './session';

/**
 * Revokes the token on the server, then forgets it here even if the server is unreachable.
 * The home page offers it too, so the HTTP client (axios) and the route's contract are
 * imported only when it is used.
 */
export async function logout(): Promise<void> {
  try {
    // This browser stops showing the member's notifications (docs/product.md §8.10).
    if (sessionStore.get()) await (await import('./web-push')).turnPushOff().catch(() => {});
    if (sessionStore.get()) {
      const [{ call }, { authContracts }] = await Promise.all([
        import('./api-client'),
        import('@common/contracts/auth'),
      ]);
      await call(authContracts.logout);
    }
  } catch {
    // The local session ends regardless.
  } finally {
    sessionStore.clear();
  }
}
