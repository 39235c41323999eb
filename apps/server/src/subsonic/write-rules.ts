/**
 * The web API's rules on Subsonic writes (one rule, two doors): the contract's own schemas checked
 * on what an app sends, and the web API's errors (quota, write limit, storage) as Subsonic errors.
 */
import type { ValidateFunction } from 'ajv';
import { isDatabaseUnavailable, storageRefusal, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { HttpError } from '../http-error.js';
import { componentValidator } from '../plugins/validation.js';
import { ErrorCode, SubsonicError } from './response.js';

/** A contract schema checked on a Subsonic write: a refusal is error 10 naming the app's parameter. */
function contractRule<T extends object>(schema: string, parameterOf: Record<string, string>): (value: T) => T {
  let validate: ValidateFunction | undefined;
  return (value) => {
    validate ??= componentValidator(schema);
    if (validate(value)) return value;
    const error = validate.errors?.[0];
    const field = error?.instancePath.split('/')[1] || ((error?.params as { missingProperty?: string } | undefined)?.missingProperty ?? '');
    throw new SubsonicError(ErrorCode.missingParameter, `Parameter '${parameterOf[field] ?? field}' ${error?.message ?? 'is not valid'}`);
  };
}

/** A new playlist's name (createPlaylist), as POST /api/v1/playlists takes it. */
export const playlistCreate = contractRule<{ name: string }>('UserPlaylistCreate', { name: 'name' });

/** A playlist's changed name or comment (createPlaylist over one, updatePlaylist), as PATCH /api/v1/playlists/{id} takes them. */
export const playlistUpdate = contractRule<{ name?: string; description?: string | null }>('UserPlaylistUpdate', { name: 'name', description: 'comment' });

/** savePlayQueue[ByIndex], as PUT /api/v1/play-queue takes it. */
export const playQueueSave = contractRule<{ track_ids: string[]; current_index: number; position_ms: number; device: string }>('PlayQueueSave', {
  track_ids: 'id',
  current_index: 'currentIndex',
  position_ms: 'position',
  device: 'c',
});

const songChange = new Map<string, (value: { track_ids: string[] }) => unknown>();

/**
 * The songs one write names (a playlist's additions, stars, scrobbles): at most as many as the
 * contract lets one playlist change carry, so a single call cannot ask for unbounded work.
 */
export function songsOfOneChange(ids: number[], parameter: string): number[] {
  let rule = songChange.get(parameter);
  if (!rule) songChange.set(parameter, (rule = contractRule<{ track_ids: string[] }>('AdminPlaylistTracksInput', { track_ids: parameter })));
  rule({ track_ids: ids.map(String) });
  return ids;
}

/** The web API's own errors (quota, write limit, bad input, storage) as Subsonic errors; null for anything else. */
export function subsonicErrorOf(error: unknown): SubsonicError | null {
  const retry = { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  if (error instanceof HttpError) {
    const code = { 400: ErrorCode.missingParameter, 403: ErrorCode.notAuthorized, 404: ErrorCode.notFound }[error.statusCode] ?? ErrorCode.generic;
    // Not Subsonic answers but the service's state: the write limit and a refusing storage keep their status.
    const status = error.statusCode === 429 || error.statusCode === 503 ? error.statusCode : 200;
    return new SubsonicError(code, error.message, status, error.headers);
  }
  if (isDatabaseUnavailable(error)) return new SubsonicError(ErrorCode.generic, 'The service is unavailable. Please try again later.', 503, retry);
  const refusal = storageRefusal(error);
  return refusal ? new SubsonicError(ErrorCode.generic, refusal.message, 503, retry) : null;
}
