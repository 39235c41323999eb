import type { DefaultOptions } from '@tanstack/react-query';

export const FIVE_MINUTES = 5 * 60 * 1000;
export const ONE_MINUTE = 60 * 1000;

/** product §7: fresh for 5 minutes, one retry, no refetch on window focus (home opts back in). */
export const queryClientDefaults = {
  queries: {
    staleTime: FIVE_MINUTES,
    retry: 1,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: 0,
  },
} satisfies DefaultOptions;
