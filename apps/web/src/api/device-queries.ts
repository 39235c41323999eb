import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

/** The code's devices online now (this one always listed, with its one name), and renaming one. */
export const deviceQueries = {
  all: () => ['connect-devices'] as const,
  list: () =>
    queryOptions({
      queryKey: [...deviceQueries.all(), 'list'] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/connect/devices', { signal })),
    }),
};

export const deviceMutations = {
  rename: () =>
    mutationOptions({
      mutationKey: [...deviceQueries.all(), 'rename'],
      mutationFn: async ({ deviceId, name }: { deviceId: string; name: string }) =>
        unwrap(await api().http.PUT('/api/v1/connect/devices/{deviceId}/name', { params: { path: { deviceId } }, body: { name } })),
      onSuccess: (_device, _variables, _result, { client }) => client.invalidateQueries({ queryKey: deviceQueries.all() }),
    }),
};
