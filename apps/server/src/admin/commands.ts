/** The admin commands. Each takes its arguments and a database, prints, and throws on bad input. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { issueCodes, listCodes, listDevices, revokeCode } from '../auth/code-service.js';
import { isWellFormedCode, normaliseCode } from '../auth/codes.js';
import type { ServerConfig } from '../config.js';
import type { Database, DialectName } from '../db/schema.js';
import { createCatalogPlaylist, createRadioStation, updateArtist } from '../repositories/catalogue-writes.js';
import { parseRecord } from '../repositories/json.js';
import { loadSyntheticCatalogue, type SyntheticLoad } from '../repositories/bulk-catalogue.js';
import { compactSearchIndex } from '../repositories/search-maintenance.js';
import { createDemoWithCode, describeDemo } from '../content/demo/first-start.js';
import { hasDemoCatalogue } from '../content/demo/demo-store.js';
import { createMediaStore } from '../media/create-store.js';
import { publishLocalMedia } from '../media/publish-local.js';
import type { MediaStore } from '../media/store.js';
import { importMusic } from '../content/import/music-import.js';
import { importPodcast } from '../content/import/podcast-import.js';
import { isHttpUrl, parseStationList, type StationEntry } from '../content/import/radio-playlist.js';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { integer, progressBar, table, UsageError, type Output } from './cli-support.js';
import { appCommands } from './app-commands.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The configured media store for one command, closed afterwards. */
async function withMediaStore<T>(config: ServerConfig, use: (store: MediaStore) => Promise<T>): Promise<T> {
  const store = createMediaStore(config);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

/** parseArgs, strict, with its errors turned into usage errors that name the option. */
function parse<O extends Options>(args: string[], options: O, allowPositionals = true) {
  try {
    return parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
  }
}

export interface Context {
  db: Kysely<Database>;
  dialect: DialectName;
  config: ServerConfig;
  output: Output;
}

export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], context: Context): Promise<void>;
}

const describeSynthetic = (load: SyntheticLoad) => `Synthetic catalogue: ${load.tracks} tracks, ${load.albums} albums (ids ${load.albumIds[0]}-${load.albumIds[1]}), ${load.artists} artists added in ${load.seconds.toFixed(1)} s`;

const help = (command: Command, output: Output) => output.out(`Usage: npm run admin -- ${command.usage}\n\n${command.summary}`);

export const commands: Command[] = [
  {
    name: 'demo',
    summary: 'Creates the demo catalogue (synthesised music, podcasts, live radio, play history) when it is not in the database yet, and issues a 30-day activation code.\n  --tracks N   also add N synthetic tracks (metadata only, sharing the demo audio) for benchmarks\n  --seed TEXT  the demo seed (default "tangerine")',
    usage: 'demo [--tracks N] [--seed TEXT]',
    async run(args, { db, dialect, config, output }) {
      const { values } = parse(args, { tracks: { type: 'string' }, seed: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      const tracks = integer(values.tracks, 'tracks', 1, 5_000_000);
      if (await hasDemoCatalogue(db)) output.out('The demo catalogue is already in the database.');
      else {
        const { result, code, expiresAt } = await createDemoWithCode(db, config.dataDir, { ...(values.seed ? { seed: values.seed } : {}), log: (line) => output.progress(line) });
        await withMediaStore(config, (store) => publishLocalMedia(db, config.dataDir, store));
        output.progress('');
        output.out(describeDemo(result));
        if (code) output.out(`Activation code: ${code} (valid until ${expiresAt?.slice(0, 10)})`);
      }
      if (tracks) output.out(describeSynthetic(await loadSyntheticCatalogue(db, dialect, config.dataDir, tracks)));
    },
  },
  {
    name: 'synthetic',
    summary: 'Adds N synthetic tracks (metadata only, with their artists and albums) for benchmarks and scale tests. They share the catalogue\'s first audio files, or ten seconds of silence when it has none; the search index is compacted afterwards.\n  --tracks N  how many tracks\n  --seed N    the synthetic seed (default 42)',
    usage: 'synthetic --tracks N [--seed N]',
    async run(args, { db, dialect, config, output }) {
      const { values } = parse(args, { tracks: { type: 'string' }, seed: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      const tracks = integer(values.tracks, 'tracks', 1, 5_000_000);
      if (!tracks) throw new UsageError('--tracks is required');
      output.out(describeSynthetic(await loadSyntheticCatalogue(db, dialect, config.dataDir, tracks, integer(values.seed, 'seed', 0, 2 ** 31) ?? 42)));
    },
  },
  {
    name: 'codes issue',
    summary: 'Issues activation codes (plan Premium) and prints them one per line; the last line is a code alone.\n  --days N | --expires YYYY-MM-DD   validity (default 30 days)\n  --devices N                        devices per code (default 3)\n  --count N                          how many codes (default 1)',
    usage: 'codes issue [--days N | --expires YYYY-MM-DD] [--devices N] [--count N]',
    async run(args, { db, output }) {
      const { values } = parse(args, { days: { type: 'string' }, expires: { type: 'string' }, devices: { type: 'string' }, count: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      if (values.days !== undefined && values.expires !== undefined) throw new UsageError('Give either --days or --expires, not both');
      if (values.expires !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.expires)) throw new UsageError(`--expires must be a date like 2027-01-31 (got "${values.expires}")`);
      const days = integer(values.days, 'days', 1, 3650);
      const devices = integer(values.devices, 'devices', 1, 100);
      const count = integer(values.count, 'count', 1, 10_000);
      let issued;
      try {
        issued = await issueCodes(db, { ...(days !== undefined ? { days } : {}), ...(values.expires ? { expires: values.expires } : {}), ...(devices !== undefined ? { devices } : {}), ...(count !== undefined ? { count } : {}) });
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      const first = issued[0];
      if (first) output.err(`${issued.length} code${issued.length === 1 ? '' : 's'}: plan ${first.plan}, ${first.deviceLimit} device${first.deviceLimit === 1 ? '' : 's'}, valid until ${first.expiresAt}`);
      for (const code of issued) output.out(code.code);
    },
  },
  {
    name: 'codes list',
    summary: 'Lists the activation codes (first block only: full codes are never stored), their status, expiry and devices.',
    usage: 'codes list',
    async run(args, { db, output }) {
      const { values } = parse(args, {}, false);
      if (values.help) return help(this, output);
      const codes = await listCodes(db);
      if (!codes.length) return output.out('No activation codes yet. Issue one with: npm run admin -- codes issue');
      output.out(table(['CODE', 'STATUS', 'PLAN', 'EXPIRES', 'DEVICES'], codes.map((c) => [c.hint, c.status, c.plan, c.expiresAt.slice(0, 16).replace('T', ' '), `${c.devices}/${c.deviceLimit}`])));
    },
  },
  {
    name: 'codes revoke',
    summary: 'Revokes a code given in full; its devices get 401 on their next call.',
    usage: 'codes revoke CODE',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give exactly one code: codes revoke XXXX-XXXX-XXXX');
      const code = positionals[0] as string;
      if (!isWellFormedCode(normaliseCode(code))) throw new UsageError(`"${code}" is not an activation code (12 characters, like ABCD-EFGH-JKLM)`);
      if (!(await revokeCode(db, code))) throw new UsageError('No such activation code');
      output.out(`Revoked ${normaliseCode(code).slice(0, 4)}-****-****`);
    },
  },
  {
    name: 'devices list',
    summary: 'Lists activated devices, when they were last seen and what they play now (from their heartbeat).',
    usage: 'devices list',
    async run(args, { db, output }) {
      const { values } = parse(args, {}, false);
      if (values.help) return help(this, output);
      const devices = await listDevices(db);
      if (!devices.length) return output.out('No activated devices yet.');
      output.out(
        table(
          ['CODE', 'DEVICE', 'LAST SEEN', 'NOW PLAYING'],
          devices.map((d) => {
            const playing = d.nowPlaying && typeof d.nowPlaying['title'] === 'string' ? `${String(d.nowPlaying['activityType'] ?? 'track')}: ${String(d.nowPlaying['title'])}${d.nowPlaying['artist'] ? ` — ${String(d.nowPlaying['artist'])}` : ''}` : '(nothing)';
            return [d.codeHint, d.deviceId, d.lastSeenAt.slice(0, 19).replace('T', ' '), playing];
          }),
        ),
      );
    },
  },
  {
    name: 'import music',
    summary: 'Imports a music folder (mp3, flac, ogg/opus, m4a, wav): tags, cover art (embedded or cover.*/folder.*), artists, albums, tracks. Re-running adds new files, updates changed ones and duplicates nothing.',
    usage: 'import music DIR',
    async run(args, { db, dialect, config, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one folder: import music DIR');
      let result;
      try {
        result = await withMediaStore(config, (store) => importMusic(db, store, positionals[0] as string, (p) => output.progress(progressBar(p.done, p.total, p.file))));
      } catch (error) {
        if ((error as Error).message.startsWith('Not a folder')) throw new UsageError((error as Error).message);
        throw error;
      }
      output.progress('');
      if (result.added || result.updated) await compactSearchIndex(db, dialect);
      for (const skipped of result.skipped) output.err(`Skipped ${skipped.file}: ${skipped.reason}`);
      output.out(`Imported ${result.files} files: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged, ${result.skipped.length} skipped; ${result.artistsCreated} new artists, ${result.albumsCreated} new albums.`);
    },
  },
  {
    name: 'import podcast',
    summary: 'Imports a podcast from an RSS 2.0 feed (URL or file) with iTunes tags: seasons, episode numbers, durations, artwork.\n  --allow-private     allow feeds and enclosures on loopback/private addresses\n  --allow-host HOST   allow one host name despite its address (repeatable)',
    usage: 'import podcast URL|FILE [--allow-private] [--allow-host HOST]',
    async run(args, { db, config, output }) {
      const { values, positionals } = parse(args, { 'allow-private': { type: 'boolean' }, 'allow-host': { type: 'string', multiple: true } });
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one feed URL or file: import podcast URL|FILE');
      const source = positionals[0] as string;
      if (!/^https?:\/\//i.test(source) && !existsSync(source)) throw new UsageError(/^[a-z][a-z0-9+.-]*:/i.test(source) ? `Only http and https feed URLs can be imported (got ${source})` : `No such feed file: ${source}`);
      const result = await withMediaStore(config, (store) => importPodcast(db, store, source, { allowPrivate: values['allow-private'] ?? false, allowHosts: values['allow-host'] ?? [] }));
      for (const skipped of result.skipped) output.err(`Skipped ${skipped}`);
      output.out(`${result.created ? 'Added' : 'Updated'} podcast "${result.title}" (id ${result.podcastId}): ${result.added} episodes added, ${result.updated} updated, ${result.skipped.length} skipped.`);
    },
  },
  {
    name: 'import radio',
    summary: 'Adds the stations of an M3U or PLS playlist (stations already present with the same stream URL are left alone).',
    usage: 'import radio FILE',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one playlist file: import radio FILE');
      const file = resolve(positionals[0] as string);
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(`Cannot read ${positionals[0]}: ${error.code ?? error.message}`);
      });
      let parsed;
      try {
        parsed = parseStationList(text, basename(file));
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      if (!parsed.stations.length) throw new UsageError(`No stations found in ${positionals[0]}`);
      let added = 0;
      for (const station of parsed.stations) if (await addStation(db, station)) added++;
      for (const skipped of parsed.skipped) output.err(`Skipped ${skipped}`);
      output.out(`Imported ${parsed.stations.length} stations: ${added} added, ${parsed.stations.length - added} already present, ${parsed.skipped.length} skipped.`);
    },
  },
  {
    name: 'radio add',
    summary: 'Adds a radio station with an external stream.\n  --name TEXT --stream-url URL   required\n  --country --language --website  optional\n  --genres "Jazz,Soul"           optional, comma-separated',
    usage: 'radio add --name TEXT --stream-url URL [--country TEXT] [--language TEXT] [--genres LIST] [--website URL]',
    async run(args, { db, output }) {
      const { values } = parse(args, { name: { type: 'string' }, 'stream-url': { type: 'string' }, country: { type: 'string' }, language: { type: 'string' }, genres: { type: 'string' }, website: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      const name = values.name?.trim();
      const streamUrl = values['stream-url']?.trim();
      if (!name) throw new UsageError('--name is required');
      if (!streamUrl || !isHttpUrl(streamUrl)) throw new UsageError('--stream-url must be an http or https URL');
      if (values.website && !isHttpUrl(values.website)) throw new UsageError('--website must be an http or https URL');
      const station: StationEntry = {
        name,
        streamUrl,
        ...(values.country ? { country: values.country } : {}),
        ...(values.language ? { language: values.language } : {}),
        ...(values.website ? { website: values.website } : {}),
        ...(values.genres ? { genres: values.genres.split(',').map((g) => g.trim()).filter(Boolean) } : {}),
      };
      const id = await addStation(db, station);
      if (!id) throw new UsageError(`A station with the stream URL ${streamUrl} already exists`);
      output.out(`Added radio station "${name}" (id ${id})`);
    },
  },
  {
    name: 'playlists create',
    summary: 'Creates a catalogue playlist from track ids (type "featured" unless --type is given).',
    usage: 'playlists create --title TEXT --description TEXT [--type TYPE] --tracks ID...',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, { title: { type: 'string' }, description: { type: 'string' }, type: { type: 'string' }, tracks: { type: 'string', multiple: true } });
      if (values.help) return help(this, output);
      const title = values.title?.trim();
      if (!title) throw new UsageError('--title is required');
      if (values.description === undefined) throw new UsageError('--description is required');
      const raw = [...(values.tracks ?? []), ...positionals].flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
      if (!raw.length) throw new UsageError('--tracks needs at least one track id');
      const ids = raw.map((v) => {
        if (!/^\d+$/.test(v)) throw new UsageError(`Track ids are numbers (got "${v}")`);
        return Number(v);
      });
      const found = new Set((await db.selectFrom('tracks').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw new UsageError(`No such track: ${missing.join(', ')}`);
      const type = values.type?.trim() || 'featured';
      if (!/^[a-z][a-z0-9-]{0,30}$/.test(type)) throw new UsageError('--type must be a lowercase word like featured, mood or genre');
      const id = await createCatalogPlaylist(db, { title, description: values.description, type, trackIds: ids });
      output.out(`Created playlist "${title}" (id ${id}, type ${type}, ${new Set(ids).size} tracks)`);
    },
  },
  {
    name: 'artists edit',
    summary: 'Edits an artist: --bio TEXT, --social network=https://… (repeatable; an empty link removes the network). Links must be http or https.',
    usage: 'artists edit ID [--bio TEXT] [--social network=url]...',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, { bio: { type: 'string' }, social: { type: 'string', multiple: true } });
      if (values.help) return help(this, output);
      if (positionals.length !== 1 || !/^\d+$/.test(positionals[0] as string)) throw new UsageError('Give one artist id: artists edit ID');
      const id = Number(positionals[0]);
      const artist = await db.selectFrom('artists').select(['name', 'socials']).where('id', '=', id).executeTakeFirst();
      if (!artist) throw new UsageError(`No artist with id ${id}`);
      if (values.bio === undefined && !values.social?.length) throw new UsageError('Nothing to change: give --bio and/or --social network=url');
      const socials = parseRecord(artist.socials);
      for (const entry of values.social ?? []) {
        const match = /^([A-Za-z][\w .-]{0,30})=(.*)$/.exec(entry);
        if (!match) throw new UsageError(`--social must look like network=https://… (got "${entry}")`);
        const network = (match[1] as string).trim().toLowerCase();
        const link = (match[2] as string).trim();
        if (!link) delete socials[network];
        else if (!isHttpUrl(link)) throw new UsageError(`The ${network} link must be an http or https URL (got "${link}")`);
        else socials[network] = link;
      }
      await updateArtist(db, id, { ...(values.bio !== undefined ? { bio: values.bio.trim() || null } : {}), socials });
      output.out(`Updated artist "${artist.name}" (id ${id})`);
    },
  },
  ...appCommands,
];

async function addStation(db: Kysely<Database>, station: StationEntry): Promise<number | null> {
  const existing = await db.selectFrom('radio_stations').select('id').where('stream_url', '=', station.streamUrl).executeTakeFirst();
  if (existing) return null;
  return createRadioStation(db, { name: station.name.slice(0, 200), streamUrl: station.streamUrl, country: station.country ?? null, language: station.language ?? null, genres: station.genres ?? [], website: station.website ?? null });
}
