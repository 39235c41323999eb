/** Radio stations as the administrator manages them: every external stream is guarded and probed first. */
import type { Kysely } from 'kysely';
import type { Database, RadioStation } from '../db/schema.js';
import { createRadioStation } from '../repositories/catalogue-writes.js';
import { parseList, uniqueGenres } from '../repositories/json.js';
import { FetchRefused } from '../content/import/safe-fetch.js';
import { isHttpUrl } from '../content/import/radio-playlist.js';
import { AdminInputError } from './admin-error.js';
import { recordAudit } from './audit-log.js';
import { probeAudioStream } from './stream-probe.js';

export interface StationFields {
  name?: string | undefined;
  streamUrl?: string | undefined;
  description?: string | null | undefined;
  country?: string | null | undefined;
  language?: string | null | undefined;
  genres?: string[] | undefined;
  website?: string | null | undefined;
}

export interface StationOptions {
  /** Allow a stream on the server's own network (loopback, private addresses). */
  allowPrivate?: boolean | undefined;
  /** What a refusal of a private address tells the person to do (the console names its checkbox). */
  privateHint?: string | undefined;
}

export interface AdminStation {
  id: number;
  name: string;
  streamUrl: string | null;
  description: string | null;
  country: string | null;
  language: string | null;
  genres: string[];
  website: string | null;
}

const toStation = (row: RadioStation): AdminStation => ({ id: row.id, name: row.name, streamUrl: row.stream_url, description: row.description, country: row.country, language: row.language, genres: parseList(row.genres), website: row.website });

export async function listStations(db: Kysely<Database>): Promise<AdminStation[]> {
  return (await db.selectFrom('radio_stations').selectAll().orderBy('name').orderBy('id').execute()).map(toStation);
}

const text = (value: string | null | undefined, name: string, max: number) => {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) throw new AdminInputError(`The ${name} must be at most ${max} characters`);
  return trimmed || null;
};

async function checkedStream(db: Kysely<Database>, streamUrl: string, options: StationOptions, exceptId?: number): Promise<string> {
  const url = streamUrl.trim();
  if (!isHttpUrl(url)) throw new AdminInputError('The stream URL must be an http or https URL');
  const taken = await db.selectFrom('radio_stations').select('id').where('stream_url', '=', url).executeTakeFirst();
  if (taken && taken.id !== exceptId) throw new AdminInputError(`A station with the stream URL ${url} already exists`, 409);
  try {
    await probeAudioStream(url, { allowPrivate: options.allowPrivate ?? false, ...(options.privateHint ? { privateHint: options.privateHint } : {}) });
  } catch (error) {
    if (error instanceof FetchRefused) throw new AdminInputError(`The stream cannot be used: ${error.message}`);
    throw error;
  }
  return url;
}

function checkedFields(fields: StationFields) {
  if (fields.website && !isHttpUrl(fields.website.trim())) throw new AdminInputError('The website must be an http or https URL');
  if (fields.genres && fields.genres.some((g) => g.length > 64)) throw new AdminInputError('A genre must be at most 64 characters');
  return {
    ...(fields.description !== undefined ? { description: text(fields.description, 'description', 2000) } : {}),
    ...(fields.country !== undefined ? { country: text(fields.country, 'country', 100) } : {}),
    ...(fields.language !== undefined ? { language: text(fields.language, 'language', 100) } : {}),
    ...(fields.website !== undefined ? { website: text(fields.website, 'website', 2048) } : {}),
    ...(fields.genres !== undefined ? { genres: uniqueGenres(fields.genres.map((g) => g.trim()).filter(Boolean)) } : {}),
  };
}

export async function addStation(db: Kysely<Database>, actor: string, fields: StationFields, options: StationOptions = {}): Promise<AdminStation> {
  const name = text(fields.name, 'name', 200);
  if (!name) throw new AdminInputError('The station needs a name');
  const rest = checkedFields(fields);
  const streamUrl = await checkedStream(db, fields.streamUrl ?? '', options);
  const id = await createRadioStation(db, { name, streamUrl, ...rest });
  await recordAudit(db, { actor, action: 'radio.add', target: `${name} (id ${id})`, detail: streamUrl });
  return toStation(await db.selectFrom('radio_stations').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

export async function editStation(db: Kysely<Database>, actor: string, id: number, fields: StationFields, options: StationOptions = {}): Promise<AdminStation> {
  const current = await db.selectFrom('radio_stations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw new AdminInputError(`No radio station with id ${id}`, 404);
  const name = fields.name !== undefined ? text(fields.name, 'name', 200) : current.name;
  if (!name) throw new AdminInputError('The station needs a name');
  const { genres, ...rest } = checkedFields(fields);
  const streamUrl = fields.streamUrl !== undefined && fields.streamUrl.trim() !== current.stream_url ? await checkedStream(db, fields.streamUrl, options, id) : current.stream_url;
  await db
    .updateTable('radio_stations')
    .set({ name, stream_url: streamUrl, ...rest, ...(genres ? { genres: JSON.stringify(genres) } : {}) })
    .where('id', '=', id)
    .execute();
  await recordAudit(db, { actor, action: 'radio.edit', target: `${name} (id ${id})`, detail: Object.keys(fields).join(', ') });
  return toStation(await db.selectFrom('radio_stations').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

export async function removeStation(db: Kysely<Database>, actor: string, id: number): Promise<void> {
  const current = await db.selectFrom('radio_stations').select(['name']).where('id', '=', id).executeTakeFirst();
  if (!current) throw new AdminInputError(`No radio station with id ${id}`, 404);
  await db.deleteFrom('radio_stations').where('id', '=', id).execute();
  await recordAudit(db, { actor, action: 'radio.remove', target: `${current.name} (id ${id})` });
}
