import { mutationOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';
import { downloadQueries } from './download-queries';

export const downloadMutations = {
  record: () =>
    mutationOptions({
      mutationKey: [...downloadQueries.all(), 'record'],
      mutationFn: async (trackId: string) => unwrap(await api().http.POST('/api/v1/downloads/{trackId}', { params: { path: { trackId } } })),
      onSuccess: (_entry, _trackId, _result, { client }) => client.invalidateQueries({ queryKey: downloadQueries.all() }),
    }),
  remove: () =>
    mutationOptions({
      mutationKey: [...downloadQueries.all(), 'remove'],
      mutationFn: async (trackId: string) => {
        unwrap(await api().http.DELETE('/api/v1/downloads/{trackId}', { params: { path: { trackId } } }));
        return trackId;
      },
      onSuccess: (_trackId, _variables, _result, { client }) => client.invalidateQueries({ queryKey: downloadQueries.all() }),
    }),
};
