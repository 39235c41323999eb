import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

/** The account's app passwords (Subsonic apps): listed, created (password answered once), revoked. */
export const appPasswordQueries = {
  all: () => ['app-passwords'] as const,
  list: () =>
    queryOptions({
      queryKey: [...appPasswordQueries.all(), 'list'] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/app-passwords', { signal })),
    }),
};

export const appPasswordMutations = {
  create: () =>
    mutationOptions({
      mutationKey: [...appPasswordQueries.all(), 'create'],
      mutationFn: async (name: string) => unwrap(await api().http.POST('/api/v1/app-passwords', { body: { name } })),
      onSuccess: (_created, _name, _result, { client }) => client.invalidateQueries({ queryKey: appPasswordQueries.all() }),
    }),
  revoke: () =>
    mutationOptions({
      mutationKey: [...appPasswordQueries.all(), 'revoke'],
      mutationFn: async (username: string) => {
        unwrap(await api().http.DELETE('/api/v1/app-passwords/{username}', { params: { path: { username } } }));
        return username;
      },
      onSuccess: (_username, _variables, _result, { client }) => client.invalidateQueries({ queryKey: appPasswordQueries.all() }),
    }),
  /** Logout: the server revokes the app passwords this device created and clears the page cookie. */
  logoutThisDevice: () =>
    mutationOptions({
      mutationKey: [...appPasswordQueries.all(), 'logout'],
      // Offline, logout must not wait for the network: the call fails at once and logging out goes on.
      networkMode: 'always',
      mutationFn: async () => unwrap(await api().http.POST('/api/v1/auth/logout')),
    }),
};
