import { QueryClient } from '@tanstack/react-query';

/**
 * The console's one query client. Provided by the layout (and standalone screens
 * that fetch), not at the root, so the login route does not load TanStack Query.
 */
export const queryClient = new QueryClient({
  // The request layer already reports failures; a retry would report them twice.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
