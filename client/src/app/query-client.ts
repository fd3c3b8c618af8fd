import { onlineManager, QueryClient } from '@tanstack/react-query';
import { statusOf } from '../lib/http-errors';

export function createQueryClient() {
  // The query cache assumes a network until the browser says otherwise; an app opened offline
  // (from the service worker's shell) would then fail every query instead of waiting for the
  // network, under the offline notice (components/offline-notice.tsx).
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        // Client errors (401, 403, 404, 422) will not change on retry.
        retry: (count, error) => {
          const status = statusOf(error);
          if (status && status >= 400 && status < 500) return false;
          return count < 2;
        },
      },
    },
  });
}
