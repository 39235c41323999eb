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
  /** The listener's choice at logout: the app passwords this device created stop working. */
  revokeFromThisDevice: () =>
    mutationOptions({
      mutationKey: [...appPasswordQueries.all(), 'revoke-from-this-device'],
      mutationFn: async () => unwrap(await api().http.DELETE('/api/v1/app-passwords', { params: { query: { created_by: 'this_device' } } })),
    }),
};
