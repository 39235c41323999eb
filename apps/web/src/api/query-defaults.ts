import type { DefaultOptions } from '@tanstack/react-query';
import { isApiError } from '@tangerine/api';

export const FIVE_MINUTES = 5 * 60 * 1000;
export const ONE_MINUTE = 60 * 1000;

/**
 * product §7's one retry, for failures that a second try may mend (the network, the server, a rate
 * limit); an answer such as 404 "not found" or 403 stays the same, so it is shown at once.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** product §7: fresh for 5 minutes, one retry, no refetch on window focus (home opts back in). */
export const queryClientDefaults = {
  queries: {
    staleTime: FIVE_MINUTES,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: 0,
  },
} satisfies DefaultOptions;
