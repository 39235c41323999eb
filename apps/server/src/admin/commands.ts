/**
 * The admin commands. Each takes its arguments and a database, prints, and throws on bad input.
 * Heavy modules (importers, demo synthesis, media stores) are imported by the command that runs:
 * otherwise every CLI start, --help included, would load them all.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { revokeCode } from '../auth/code-service.js';
import { isWellFormedCode, normaliseCode } from '../auth/codes.js';
import type { Database } from '../db/schema.js';
import { createCatalogPlaylist, createRadioStation, updateArtist } from '../repositories/catalogue-writes.js';
import { parseRecord } from '../repositories/json.js';
import type { SyntheticLoad } from '../repositories/bulk-catalogue.js';
import { isHttpUrl, parseStationList, type StationEntry } from '../content/import/radio-playlist.js';
import { integer, progressBar, UsageError } from './cli-support.js';
import { help, parse, withMediaStore, type Command } from './command-kit.js';
import { cliActor, consoleCommands } from './console-commands.js';
import { recordAudit } from './audit-log.js';
import { AdminInputError } from './admin-error.js';
import { addStation as addCheckedStation } from './radio-admin.js';
import { appCommands } from './app-commands.js';
import { backupCommands } from './backup-commands.js';
import type { OwnDatabaseCommand } from './command-kit.js';
import { catalogueCommands } from './catalogue-commands.js';
import { libraryCommands } from './library-commands.js';

export type { Command, Context } from './command-kit.js';

/** Adds synthetic tracks and describes what was added. */
async function loadSynthetic(...args: Parameters<typeof import('../repositories/bulk-catalogue.js').loadSyntheticCatalogue>): Promise<string> {
  const { loadSyntheticCatalogue } = await import('../repositories/bulk-catalogue.js');
  return describeSynthetic(await loadSyntheticCatalogue(...args));
}

/** Synthetic tracks, in the audit log like every other change of the catalogue. */
async function syntheticAudited(...args: Parameters<typeof loadSynthetic>): Promise<string> {
  const described = await loadSynthetic(...args);
  await recordAudit(args[0], { actor: cliActor(), action: 'catalogue.synthetic', detail: described });
  return described;
}

const describeSynthetic = (load: SyntheticLoad) => `Synthetic catalogue: ${load.tracks} tracks, ${load.albums} albums (ids ${load.albumIds[0]}-${load.albumIds[1]}), ${load.artists} artists added in ${load.seconds.toFixed(1)} s`;

export const commands: (Command | OwnDatabaseCommand)[] = [
  {
    name: 'demo',
    summary: 'Creates the demo catalogue (synthesised music, podcasts, live radio, play history) when it is not in the database yet, and issues a 30-day activation code.\n  --tracks N   also add N synthetic tracks (metadata only, sharing the demo audio) for benchmarks\n  --seed TEXT  the demo seed (default "tangerine")',
    usage: 'demo [--tracks N] [--seed TEXT]',
    async run(args, { db, dialect, config, output }) {
      const { values } = parse(args, { tracks: { type: 'string' }, seed: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      const tracks = integer(values.tracks, 'tracks', 1, 5_000_000);
      const [{ hasDemoCatalogue }, { createDemoWithCode, describeDemo }] = await Promise.all([import('../content/demo/demo-store.js'), import('../content/demo/first-start.js')]);
      if (await hasDemoCatalogue(db)) output.out('The demo catalogue is already in the database.');
      else {
        const { result, code, expiresAt } = await createDemoWithCode(db, config.dataDir, { ...(values.seed ? { seed: values.seed } : {}), log: (line) => output.progress(line) });
        const { publishLocalMedia } = await import('../media/publish-local.js');
        await withMediaStore(config, (store) => publishLocalMedia(db, config.dataDir, store));
        output.progress('');
        output.out(describeDemo(result));
        if (code) output.out(`Activation code: ${code} (valid until ${expiresAt?.slice(0, 10)})`);
        await recordAudit(db, { actor: cliActor(), action: 'catalogue.demo', detail: `demo catalogue created${code ? ', 1 code issued' : ''}` });
      }
      if (tracks) output.out(await syntheticAudited(db, dialect, config.dataDir, tracks));
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
      output.out(await syntheticAudited(db, dialect, config.dataDir, tracks, integer(values.seed, 'seed', 0, 2 ** 31) ?? 42));
    },
  },
  {
    name: 'plays retally',
    summary: "Rebuilds the listeners' play tallies (play counts, last played, \"Your year\") from the plays table: after plays were written outside the server, such as a bulk load.",
    usage: 'plays retally',
    async run(args, { db, dialect, output }) {
      const { values } = parse(args, {}, false);
      if (values.help) return help(this, output);
      const { retallyPlays } = await import('../repositories/play-tallies.js');
      const { listeners, songs } = await retallyPlays(db, dialect);
      await recordAudit(db, { actor: cliActor(), action: 'plays.retally', detail: `${listeners} listeners, ${songs} songs` });
      output.out(`Play tallies rebuilt: ${songs} songs played by ${listeners} listeners.`);
    },
  },
  ...consoleCommands,
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
      await recordAudit(db, { actor: cliActor(), action: 'codes.revoke', target: `${normaliseCode(code).slice(0, 4)}-****-****` });
      output.out(`Revoked ${normaliseCode(code).slice(0, 4)}-****-****`);
    },
  },
  {
    name: 'import music',
    summary: 'Copies a music folder (mp3, flac, ogg/opus, m4a, wav) into the media store: tags, cover art (embedded or cover.*/folder.*), artists, albums, tracks. Re-running adds new files, updates changed ones and duplicates nothing.\n  Use it for uploads and for MEDIA_STORE=s3, where the music must live in the bucket. For a music folder on this server\'s disk use "libraries add DIR" instead: read in place (no copy), scanned in seconds, watched for changes, every format played.',
    usage: 'import music DIR',
    async run(args, { db, dialect, config, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one folder: import music DIR');
      const { runMusicImport } = await import('./music-import-admin.js');
      let result;
      try {
        result = await withMediaStore(config, (store) => runMusicImport({ db, dialect, store, actor: cliActor() }, positionals[0] as string, (p) => output.progress(progressBar(p.done, p.total, p.file))));
      } catch (error) {
        if ((error as Error).message.startsWith('Not a folder')) throw new UsageError((error as Error).message);
        throw error;
      }
      output.progress('');
      for (const skipped of result.skipped) output.err(`Skipped ${skipped.file}: ${skipped.reason}`);
      for (const warning of result.warnings) output.err(`Warning ${warning.file}: ${warning.message}`);
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
      const { importPodcast } = await import('../content/import/podcast-import.js');
      const result = await withMediaStore(config, (store) => importPodcast(db, store, source, { allowPrivate: values['allow-private'] ?? false, allowHosts: values['allow-host'] ?? [] }));
      for (const skipped of result.skipped) output.err(`Skipped ${skipped}`);
      await recordAudit(db, { actor: cliActor(), action: 'podcasts.subscribe', target: `${result.title} (id ${result.podcastId})`, detail: `${source}: ${result.added} added, ${result.updated} updated, ${result.skipped.length} skipped` });
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
      await recordAudit(db, { actor: cliActor(), action: 'import.radio', target: positionals[0] as string, detail: `${added} added` });
      output.out(`Imported ${parsed.stations.length} stations: ${added} added, ${parsed.stations.length - added} already present, ${parsed.skipped.length} skipped.`);
    },
  },
  {
    name: 'radio add',
    summary: 'Adds a radio station with an external stream, after checking the URL like a podcast feed and probing it for audio.\n  --name TEXT --stream-url URL   required\n  --country --language --website  optional\n  --genres "Jazz,Soul"           optional, comma-separated\n  --allow-private                allow a stream on loopback/private addresses',
    usage: 'radio add --name TEXT --stream-url URL [--country TEXT] [--language TEXT] [--genres LIST] [--website URL] [--allow-private]',
    async run(args, { db, output }) {
      const { values } = parse(args, { name: { type: 'string' }, 'stream-url': { type: 'string' }, country: { type: 'string' }, language: { type: 'string' }, genres: { type: 'string' }, website: { type: 'string' }, 'allow-private': { type: 'boolean' } }, false);
      if (values.help) return help(this, output);
      if (!values.name?.trim()) throw new UsageError('--name is required');
      if (!values['stream-url']?.trim() || !isHttpUrl(values['stream-url'].trim())) throw new UsageError('--stream-url must be an http or https URL');
      const fields = { name: values.name, streamUrl: values['stream-url'], country: values.country, language: values.language, website: values.website, genres: values.genres?.split(',') };
      try {
        const station = await addCheckedStation(db, cliActor(), fields, { allowPrivate: values['allow-private'] });
        output.out(`Added radio station "${station.name}" (id ${station.id})`);
      } catch (error) {
        if (error instanceof AdminInputError) throw new UsageError(error.message.replace(/^The website/, '--website'));
        throw error;
      }
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
      await recordAudit(db, { actor: cliActor(), action: 'playlists.create', target: `${title} (id ${id})`, detail: `${new Set(ids).size} tracks` });
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
      await recordAudit(db, { actor: cliActor(), action: 'artists.edit', target: `${artist.name} (id ${id})` });
      output.out(`Updated artist "${artist.name}" (id ${id})`);
    },
  },
  ...appCommands,
  ...backupCommands,
  ...catalogueCommands,
  ...libraryCommands,
];

async function addStation(db: Kysely<Database>, station: StationEntry): Promise<number | null> {
  const existing = await db.selectFrom('radio_stations').select('id').where('stream_url', '=', station.streamUrl).executeTakeFirst();
  if (existing) return null;
  return createRadioStation(db, { name: station.name.slice(0, 200), streamUrl: station.streamUrl, country: station.country ?? null, language: station.language ?? null, genres: station.genres ?? [], website: station.website ?? null });
}
