import { queryOptions } from '@tanstack/react-query';
import { entryTrack, trackId, unwrap, type DownloadList } from '@tangerine/api';
import { fetchAllPages } from './all-pages';
import { api } from './client';

const downloadsKey = ['downloads', 'list'] as const;

/** The account's downloads: every page, the first shown as soon as it arrives. */
export const downloadQueries = {
  all: () => ['downloads'] as const,
  list: () =>
    queryOptions({
      queryKey: downloadsKey,
      queryFn: ({ signal, client }) =>
        fetchAllPages<DownloadList, 'downloads'>({
          field: 'downloads',
          fetchPage: async (page, limit) =>
            unwrap(await api().http.GET('/api/v1/downloads', { params: { query: page === 1 ? {} : { page, limit } }, signal })),
          idOf: (entry) => trackId(entryTrack(entry)) ?? JSON.stringify(entry),
          showFirstPage: { client, queryKey: downloadsKey },
        }),
    }),
};
