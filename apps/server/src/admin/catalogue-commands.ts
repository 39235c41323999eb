/**
 * The CLI's front end to the catalogue editing the console does (catalogue-admin.ts): one
 * implementation, two front ends, the same audit entries.
 */
import { readFile } from 'node:fs/promises';
import type { CatalogueItem, CatalogueKind } from './catalogue-admin.js';
import { UsageError } from './cli-support.js';
import { help, parse, withMediaStore, type Command } from './command-kit.js';
import { cliActor, usage } from './console-commands.js';

/** catalogue-admin.ts brings the image codec: imported by the command that runs, not by every CLI start. */
const catalogueAdmin = () => import('./catalogue-admin.js');

const KINDS: readonly CatalogueKind[] = ['album', 'artist', 'track', 'playlist'];

function target(kind: string | undefined, id: string | undefined): { kind: CatalogueKind; id: number } {
  if (!KINDS.includes(kind as CatalogueKind)) throw new UsageError(`Say what to edit: ${KINDS.join(', ')}`);
  if (id === undefined || !/^[1-9]\d{0,14}$/.test(id)) throw new UsageError(`Give the ${kind} id (a number)`);
  return { kind: kind as CatalogueKind, id: Number(id) };
}

const describe = (item: CatalogueItem) => `${item.kind} ${item.id}: ${item.title}${item.artist ? ` — ${item.artist}` : ''}${item.year ? ` (${item.year})` : ''}${item.genres.length ? ` [${item.genres.join(', ')}]` : ''}`;

export const catalogueCommands: Command[] = [
  {
    name: 'catalogue edit',
    summary: 'Edits an album, artist, track or featured playlist, as the console does.\n  --title TEXT         title (an artist\'s name)\n  --artist NAME        artist of an album or track (made when new)\n  --genres A,B         genres (replaces them)\n  --year N | none      year of an album or track\n  --description TEXT   description (an artist\'s biography); "" clears it',
    usage: 'catalogue edit album|artist|track|playlist ID [--title TEXT] [--artist NAME] [--genres A,B] [--year N|none] [--description TEXT]',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, { title: { type: 'string' }, artist: { type: 'string' }, genres: { type: 'string' }, year: { type: 'string' }, description: { type: 'string' } });
      if (values.help) return help(this, output);
      const { kind, id } = target(positionals[0], positionals[1]);
      if (values.year !== undefined && values.year !== 'none' && !/^\d{4}$/.test(values.year)) throw new UsageError(`--year must be a year like 2021 or "none" (got "${values.year}")`);
      const fields = {
        title: values.title,
        artist: values.artist,
        genres: values.genres?.split(','),
        year: values.year === undefined ? undefined : values.year === 'none' ? null : Number(values.year),
        description: values.description,
      };
      const { editCatalogueItem } = await catalogueAdmin();
      output.out(describe(await usage(() => editCatalogueItem(db, cliActor(), kind, id, fields))));
    },
  },
  {
    name: 'catalogue artwork',
    summary: 'Replaces the artwork of an album, artist, track or featured playlist with an image file (JPEG, PNG, WebP or GIF, at most 5 MB), kept in the media store.',
    usage: 'catalogue artwork album|artist|track|playlist ID FILE',
    async run(args, { db, config, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      const { kind, id } = target(positionals[0], positionals[1]);
      if (!positionals[2]) throw new UsageError('Give the image file');
      const image = await readFile(positionals[2]).catch((error: Error) => {
        throw new UsageError(`Cannot read ${positionals[2]}: ${error.message}`);
      });
      const { setArtwork } = await catalogueAdmin();
      const edited = await withMediaStore(config, (store) => usage(() => setArtwork(db, store, cliActor(), kind, id, image)));
      output.out(`${describe(edited)}: artwork replaced`);
    },
  },
  {
    name: 'playlists tracks',
    summary: "Sets a featured playlist's tracks, in the order given (adds, reorders and removes at once).",
    usage: 'playlists tracks PLAYLIST_ID [TRACK_ID...]',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      const [playlist, ...tracks] = positionals;
      const { id } = target('playlist', playlist);
      const bad = tracks.find((t) => !/^[1-9]\d{0,14}$/.test(t));
      if (bad !== undefined) throw new UsageError(`"${bad}" is not a track id`);
      const { setPlaylistTracks } = await catalogueAdmin();
      const set = await usage(() => setPlaylistTracks(db, cliActor(), id, tracks.map(Number)));
      output.out(`Playlist ${id}: ${set.length} tracks`);
      for (const track of set) output.out(`  ${describe(track)}`);
    },
  },
];
