import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { MethodTable } from './context.js';
import { artId, expectId, idOf } from './ids.js';
import { notFound, type Payload } from './response.js';
import { baseUrl } from './browse-methods.js';

export const episodeSelect = (app: FastifyInstance) =>
  app.db
    .selectFrom('episodes as e')
    .innerJoin('podcasts as p', 'p.id', 'e.podcast_id')
    .leftJoin('media_files as mf', 'mf.id', 'e.audio_file_id')
    .select((eb) => ['e.id', 'e.podcast_id', 'e.title', 'e.description', 'e.duration', 'e.published_at', 'e.audio_url', 'e.audio_file_id', 'mf.size', 'mf.mime', eb.fn.coalesce('e.artwork_file_id', 'p.artwork_file_id').as('artwork_file_id')]);

type EpisodeRow = Awaited<ReturnType<ReturnType<typeof episodeSelect>['executeTakeFirstOrThrow']>>;

export function toEpisode(row: EpisodeRow): Payload {
  const playable = row.audio_file_id !== null || row.audio_url !== null;
  return {
    id: idOf('episode', row.id),
    streamId: playable ? idOf('episode', row.id) : undefined,
    channelId: idOf('podcast', row.podcast_id),
    parent: idOf('podcast', row.podcast_id),
    isDir: false,
    title: row.title,
    description: row.description ?? undefined,
    publishDate: row.published_at ? new Date(row.published_at).toISOString() : undefined,
    status: playable ? 'completed' : 'error',
    duration: Math.round(Number(row.duration)) || 0,
    coverArt: artId(row.artwork_file_id),
    contentType: row.mime ?? 'audio/mpeg',
    suffix: 'mp3',
    size: row.size !== null ? Number(row.size) : undefined,
    type: 'podcast',
    // OpenSubsonic's mediaType names what an id refers to (song, album, artist): an episode plays as a song.
    mediaType: 'song',
  };
}

const newestFirst = sql`e.published_at IS NULL`;

export const podcastMethods: MethodTable = {
  getInternetRadioStations: async ({ app, user, request }) => {
    const rows = await app.db.selectFrom('radio_stations').select(['id', 'name', 'stream_url', 'website', 'artwork_file_id']).orderBy('popularity', 'desc').orderBy('name').orderBy('id').execute();
    // Our own live stations answer on a signed URL bound to this app's device: absolute, no headers needed.
    const station = rows.map((r) => ({ id: idOf('station', r.id), name: r.name, streamUrl: r.stream_url ?? `${baseUrl(request)}${app.urlSigner.sign('radio', r.id, user.deviceRowId)}`, homePageUrl: r.website ?? undefined, coverArt: artId(r.artwork_file_id) }));
    return { internetRadioStations: { internetRadioStation: station } };
  },

  getPodcasts: async ({ app, params }) => {
    const includeEpisodes = params.bool('includeEpisodes', true);
    const only = params.one('id');
    let query = app.db.selectFrom('podcasts').select(['id', 'title', 'description', 'artwork_file_id']).orderBy('title').orderBy('id');
    if (only !== undefined) query = query.where('id', '=', expectId(only, 'podcast', 'Podcast'));
    const podcasts = await query.execute();
    if (only !== undefined && !podcasts.length) throw notFound('Podcast');
    const episodes = includeEpisodes && podcasts.length ? await episodeSelect(app).where('e.podcast_id', 'in', podcasts.map((p) => p.id)).orderBy(newestFirst).orderBy('e.published_at', 'desc').orderBy('e.id', 'desc').execute() : [];
    const channel = podcasts.map((p) => ({
      id: idOf('podcast', p.id),
      // The feed address is the admin's (private feed tokens, file: paths of imports); no app is the admin.
      url: '',
      title: p.title,
      description: p.description ?? undefined,
      coverArt: artId(p.artwork_file_id),
      status: 'completed',
      ...(includeEpisodes ? { episode: episodes.filter((e) => e.podcast_id === p.id).map(toEpisode) } : {}),
    }));
    return { podcasts: { channel } };
  },

  getNewestPodcasts: async ({ app, params }) => {
    const count = params.int('count', 20, 1, 500) as number;
    const rows = await episodeSelect(app).orderBy(newestFirst).orderBy('e.published_at', 'desc').orderBy('e.id', 'desc').limit(count).execute();
    return { newestPodcasts: { episode: rows.map(toEpisode) } };
  },

  getPodcastEpisode: async ({ app, params }) => {
    const id = expectId(params.required('id'), 'episode', 'Podcast episode');
    const row = await episodeSelect(app).where('e.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Podcast episode');
    return { podcastEpisode: toEpisode(row) };
  },
};
