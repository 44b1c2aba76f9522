import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
