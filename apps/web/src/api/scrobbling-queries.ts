import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

/** This code's ListenBrainz and Last.fm connections; the server sends the plays itself. */
export const scrobblingQueries = {
  all: () => ['scrobbling'] as const,
  status: () =>
    queryOptions({
      queryKey: [...scrobblingQueries.all(), 'status'] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/scrobbling', { signal })),
    }),
};

export const scrobblingMutations = {
  connectListenBrainz: () =>
    mutationOptions({
      mutationKey: [...scrobblingQueries.all(), 'listenbrainz', 'connect'],
      mutationFn: async (token: string) => unwrap(await api().http.PUT('/api/v1/scrobbling/listenbrainz', { body: { token } })),
      onSuccess: (_status, _token, _result, { client }) => client.invalidateQueries({ queryKey: scrobblingQueries.all() }),
    }),
  disconnectListenBrainz: () =>
    mutationOptions({
      mutationKey: [...scrobblingQueries.all(), 'listenbrainz', 'disconnect'],
      mutationFn: async () => unwrap(await api().http.DELETE('/api/v1/scrobbling/listenbrainz')),
      onSuccess: (_status, _variables, _result, { client }) => client.invalidateQueries({ queryKey: scrobblingQueries.all() }),
    }),
  /** Answers Last.fm's sign-in page; the app goes there and Last.fm sends it back through the server. */
  startLastFm: () =>
    mutationOptions({
      mutationKey: [...scrobblingQueries.all(), 'lastfm', 'start'],
      mutationFn: async () => unwrap(await api().http.POST('/api/v1/scrobbling/lastfm')),
    }),
  disconnectLastFm: () =>
    mutationOptions({
      mutationKey: [...scrobblingQueries.all(), 'lastfm', 'disconnect'],
      mutationFn: async () => unwrap(await api().http.DELETE('/api/v1/scrobbling/lastfm')),
      onSuccess: (_status, _variables, _result, { client }) => client.invalidateQueries({ queryKey: scrobblingQueries.all() }),
    }),
};
