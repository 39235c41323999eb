import { queryOptions } from '@tanstack/react-query';
import { entryTrack, trackId, unwrap, type DownloadList } from '@tangerine/api';
import { api } from './client';

const downloadsKey = ['downloads', 'list'] as const;

/** The account's downloads: every page, the first shown as soon as it arrives. */
export const downloadQueries = {
  all: () => ['downloads'] as const,
  list: () =>
    queryOptions({
      queryKey: downloadsKey,
      queryFn: async ({ signal, client }) => {
        // The paging code loads with the first list, not with the shell's first chunks.
        const { fetchAllPages } = await import('./all-pages');
        return fetchAllPages<DownloadList, 'downloads'>({
          field: 'downloads',
          fetchPage: async (page, limit) =>
            unwrap(await api().http.GET('/api/v1/downloads', { params: { query: page === 1 ? {} : { page, limit } }, signal })),
          idOf: (entry) => trackId(entryTrack(entry)) ?? JSON.stringify(entry),
          showFirstPage: { client, queryKey: downloadsKey },
        });
      },
    }),
};
