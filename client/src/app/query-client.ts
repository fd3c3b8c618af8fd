import { QueryClient } from '@tanstack/react-query';
import { statusOf } from '../lib/http-errors';

export function createQueryClient() {
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
