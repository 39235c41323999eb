import type { FastifyInstance } from 'fastify';
import { PlayQueueError, type PlayQueue } from '../repositories/play-queue.js';
import type { SubsonicUser } from './auth.js';
import { writes, type MethodContext, type MethodTable } from './context.js';
import { expectId, idOf } from './ids.js';
import { integer } from './param-checks.js';
import { invalid } from './params.js';
import { ErrorCode, notFound, SubsonicError, type Payload } from './response.js';
import { songsByIds, withStarred } from './songs.js';
import { playQueueSave, songsOfOneChange } from './write-rules.js';
import { APP_NOW_PLAYING_MS } from '../connect/presence.js';


/** Tells the listener's devices what this app plays now: the heartbeat the web app sends. */
async function nowPlaying(app: FastifyInstance, user: SubsonicUser, trackId: number) {
  const [song] = await songsByIds(app, [trackId]);
  if (!song) throw notFound('Song');
  await app.activity.heartbeat(user.deviceRowId, { activityType: 'song', contentId: String(trackId), title: String(song['title']), artist: (song['artist'] as string) ?? null, album: (song['album'] as string) ?? null, artworkUrl: null });
  // The same accounting as the web app's heartbeats: "now playing", then a scrobble once enough was heard.
  await app.scrobbling.heard(user, trackId);
}

/** A `time` parameter in ms since 1970, when it is a plausible one. */
/** `time` (ms since 1970) when plausible: an app's wrong clock is ignored, a word is error 10 (Params.int). */
function playedAt(ms: number | undefined): number | undefined {
  return ms !== undefined && ms > 946_684_800_000 && ms <= Date.now() + 60_000 ? ms : undefined;
}

async function queueAnswer(app: FastifyInstance, user: SubsonicUser, queue: PlayQueue | null, byIndex: boolean): Promise<Payload> {
  // Never saved: an empty queue, as both schemas need the element with its required attributes.
  if (!queue) return { [byIndex ? 'playQueueByIndex' : 'playQueue']: { username: user.username, changed: new Date(0).toISOString(), changedBy: '', entry: [] } };
  const entry = await withStarred(app, user.codeId, await songsByIds(app, queue.trackIds));
  const current = byIndex ? { currentIndex: queue.currentIndex } : { current: queue.trackIds[queue.currentIndex] !== undefined ? idOf('song', queue.trackIds[queue.currentIndex] as number) : undefined };
  return { [byIndex ? 'playQueueByIndex' : 'playQueue']: { ...current, position: queue.positionMs, username: user.username, changed: new Date(queue.updatedAt).toISOString(), changedBy: queue.device, entry } };
}

/** savePlayQueue[ByIndex]: the same store the web app saves to; shuffle and repeat (not in Subsonic) are kept. */
async function saveQueue({ app, params, user }: MethodContext, byIndex: boolean): Promise<Payload> {
  const trackIds = params.all('id').map((raw) => expectId(raw, 'song', 'Song'));
  let currentIndex = 0;
  // An index outside the queue is a bad parameter (10); an empty queue has only index 0.
  if (byIndex) currentIndex = integer(params, 'currentIndex', { min: 0, max: Math.max(0, trackIds.length - 1), fallback: 0 });
  else {
    const current = params.one('current');
    if (current) {
      const currentId = expectId(current, 'song', 'Song');
      currentIndex = trackIds.indexOf(currentId);
      if (currentIndex < 0) {
        // An unknown song anywhere is 70, as the save would answer; a known one outside the queue is a bad `current`.
        const asked = [...new Set([...trackIds, currentId])];
        if ((await app.db.selectFrom('tracks').select('id').where('id', 'in', asked).execute()).length !== asked.length) throw notFound('Song');
        throw invalid('current', "must be one of the queue's songs ('id')");
      }
    }
  }
  const device = params.one('c') ?? user.appName;
  const positionMs = params.int('position', 0, 0) as number;
  // The web API's rule for a saved queue: its length, index, position and device name.
  playQueueSave({ track_ids: trackIds.map(String), current_index: currentIndex, position_ms: positionMs, device });
  const previous = await app.playQueues.get(user.codeId);
  try {
    await app.playQueues.save(user.codeId, { trackIds, currentIndex, positionMs, shuffle: previous?.shuffle ?? false, repeat: previous?.repeat ?? 'off', device });
  } catch (error) {
    if (error instanceof PlayQueueError) throw error.reason === 'unknown_track' ? notFound('Song') : new SubsonicError(ErrorCode.generic, error.message);
    throw error;
  }
  return {};
}

export const activityMethods: MethodTable = {
  scrobble: writes(async ({ app, params, user }) => {
    if (!params.all('id').some(Boolean)) params.required('id');
    const ids = songsOfOneChange(params.all('id').map((raw) => expectId(raw, 'song', 'Song')), 'id');
    const submission = params.bool('submission', true);
    const time = params.int('time', undefined, 0);
    for (const trackId of ids) {
      if (!(await app.catalogue.trackExists(trackId))) throw notFound('Song');
      if (submission) {
        await app.activity.play('track', trackId, { codeId: user.codeId, deviceId: user.deviceId });
        // `time`: when the app played it (ms since 1970); several ids share none, so only a lone id keeps it.
        await app.scrobbling.submitted(user, trackId, ids.length === 1 ? playedAt(time) : undefined);
      } else await nowPlaying(app, user, trackId);
    }
    return {};
  }),

  reportPlayback: writes(async ({ app, params, user }) => {
    const state = params.required('state');
    const mediaId = params.required('mediaId');
    if (!['starting', 'playing', 'paused', 'stopped'].includes(state)) throw invalid('state', 'must be starting, playing, paused or stopped');
    const trackId = expectId(mediaId, 'song', 'Song');
    if (!(await app.catalogue.trackExists(trackId))) throw notFound('Song');
    if (state === 'starting' || state === 'playing') await nowPlaying(app, user, trackId);
    else {
      await app.activity.stop(user.deviceRowId);
      await app.scrobbling.heard(user, null);
    }
    return {};
  }),

  getNowPlaying: async ({ app, user }) => {
    const since = new Date(Date.now() - APP_NOW_PLAYING_MS).toISOString();
    const devices = await app.db
      .selectFrom('devices as d')
      .leftJoin('app_passwords as ap', 'ap.device_row_id', 'd.id')
      .select(['d.id', 'd.device_id', 'd.device_info', 'd.activity', 'd.activity_at', 'ap.username'])
      .where('d.code_id', '=', user.codeId)
      .where('d.activity_at', '>=', since)
      .execute();
    const entry: Payload[] = [];
    for (const device of devices) {
      let activity: { activityType?: string; contentId?: string } = {};
      try {
        activity = JSON.parse(device.activity ?? '{}') as typeof activity;
      } catch {
        continue;
      }
      const trackId = activity.activityType === 'song' ? Number(activity.contentId) : NaN;
      const [song] = Number.isSafeInteger(trackId) ? await songsByIds(app, [trackId]) : [];
      if (!song) continue;
      const minutesAgo = Math.max(0, Math.floor((Date.now() - new Date(device.activity_at as string).getTime()) / 60_000));
      entry.push({ ...song, username: device.username ?? device.device_info ?? device.device_id, minutesAgo, playerId: device.id, playerName: device.device_info ?? device.device_id });
    }
    return { nowPlaying: { entry } };
  },

  getPlayQueue: async ({ app, user }) => queueAnswer(app, user, await app.playQueues.get(user.codeId), false),
  getPlayQueueByIndex: async ({ app, user }) => queueAnswer(app, user, await app.playQueues.get(user.codeId), true),
  savePlayQueue: writes((context) => saveQueue(context, false)),
  savePlayQueueByIndex: writes((context) => saveQueue(context, true)),
};

