/** The CLI's front end to the music libraries (library/library-admin.ts), as the console manages them. */
import { integer, progressBar, UsageError } from './cli-support.js';
import { help, parse, table, withMediaStore, type Command } from './command-kit.js';
import { cliActor, usage } from './console-commands.js';

/** Loaded by the command that runs: the scan brings music-metadata. */
const libraryAdmin = () => import('../library/library-admin.js');
const playlistFiles = () => import('../library/library-playlist-files.js');

const libraryId = (value: string | undefined): number => {
  const id = integer(value, 'id', 1, 2 ** 31);
  if (id === undefined) throw new UsageError('Give the library id (libraries list shows them)');
  return id;
};

export const libraryCommands: Command[] = [
  {
    name: 'libraries add',
    summary: 'Registers a music folder read in place: its files are never copied, and are served from where they are. Scan it next with "libraries scan". TANGERINE_MUSIC_DIR registers folders at start the same way.\n  --name TEXT  the name shown (default: the folder\'s name)',
    usage: 'libraries add DIR [--name NAME]',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, { name: { type: 'string' } });
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one folder: libraries add DIR [--name NAME]');
      const { addLibrary } = await libraryAdmin();
      const library = await usage(() => addLibrary(db, cliActor(), positionals[0] as string, values.name));
      output.out(`Added library ${library.id} "${library.name}": ${library.path}`);
    },
  },
  {
    name: 'libraries list',
    summary: 'Lists the music libraries: folder, files, tracks, files not imported, last scan.',
    usage: 'libraries list',
    async run(args, { db, output }) {
      const { values } = parse(args, {}, false);
      if (values.help) return help(this, output);
      const { listLibraries } = await libraryAdmin();
      const libraries = await listLibraries(db);
      if (!libraries.length) return output.out('No music libraries. Add one: npm run admin -- libraries add DIR');
      output.out(table(['ID', 'NAME', 'FILES', 'TRACKS', 'SKIPPED', 'LAST SCAN', 'FOLDER'], libraries.map((l) => [String(l.id), l.name, String(l.files), String(l.tracks), String(l.skipped), l.scannedAt?.slice(0, 19).replace('T', ' ') ?? 'never', l.path])));
    },
  },
  {
    name: 'libraries scan',
    summary: 'Scans one library (or all): reads the tags of new and changed files (size or modification time), gives moved files their tracks, removes the tracks of deleted files, and lists every file not imported with its reason.\n  --full  read every file again',
    usage: 'libraries scan [--full] [ID]',
    async run(args, { db, dialect, config, output }) {
      const { values, positionals } = parse(args, { full: { type: 'boolean' } });
      if (values.help) return help(this, output);
      if (positionals.length > 1) throw new UsageError('Give at most one library id: libraries scan [--full] [ID]');
      const id = positionals.length ? libraryId(positionals[0]) : null;
      const { runLibraryScan, describeScan, SCANNED_ELSEWHERE } = await libraryAdmin();
      const outcomes = await withMediaStore(config, (store) =>
        usage(() => runLibraryScan({ db, dialect, store, actor: cliActor() }, id, values.full ?? false, (library, p) => output.progress(progressBar(p.done, p.total, `${library.name}: ${p.file}`)))),
      );
      output.progress('');
      if (!outcomes.length) return output.out('No music libraries. Add one: npm run admin -- libraries add DIR');
      for (const { library, result } of outcomes) {
        if (!result) {
          output.out(`Library ${library.id} "${library.name}" not scanned: ${SCANNED_ELSEWHERE}.`);
          continue;
        }
        for (const skipped of result.skipped) output.err(`Not imported ${library.name}/${skipped.file}: ${skipped.reason}`);
        for (const warning of result.warnings) output.err(`Warning ${library.name}/${warning.file}: ${warning.message}`);
        output.out(`Library ${library.id} "${library.name}": ${describeScan(result)}.`);
      }
    },
  },
  {
    name: 'libraries playlists',
    summary: 'Lists the playlist files (.m3u, .m3u8, .pls) a scan found in a library folder: offered, imported (a playlist of the library every listener sees) or ignored. Decide with "libraries playlist".',
    usage: 'libraries playlists ID',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one library id: libraries playlists ID');
      const id = libraryId(positionals[0]);
      await usage(async () => (await libraryAdmin()).findLibrary(db, id));
      const files = await (await playlistFiles()).listPlaylistFiles(db, id);
      if (!files.length) return output.out('No playlist files found in this library (scan it first).');
      output.out(table(['FILE ID', 'STATUS', 'MATCHED', 'FILE'], files.map((f) => [String(f.id), f.status, f.report ? `${f.report.matched} of ${f.report.entries}` : '', f.path])));
    },
  },
  {
    name: 'libraries playlist',
    summary: 'Imports a playlist file of a library as a playlist of that library (again: reads it anew), or ignores it (its playlist goes). Prints each entry that matched nothing.',
    usage: 'libraries playlist ID FILE_ID import|ignore',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      const [library, file, decision] = positionals;
      if (positionals.length !== 3 || (decision !== 'import' && decision !== 'ignore')) throw new UsageError('Give a library id, a file id and import or ignore: libraries playlist ID FILE_ID import|ignore');
      const found = await usage(async () => (await libraryAdmin()).findLibrary(db, libraryId(library)));
      const fileId = integer(file, 'file id', 1, 2 ** 31) as number;
      const decided = await usage(async () => (await playlistFiles()).decidePlaylistFile(db, cliActor(), found, fileId, decision));
      for (const entry of decided.report?.unmatched ?? []) output.err(`Not matched ${decided.path}:${entry.line} ${entry.location}: ${entry.reason}`);
      output.out(decided.report && decision === 'import' ? `Imported ${decided.path}: ${decided.report.matched} of ${decided.report.entries} entries matched.` : `Ignored ${decided.path}.`);
    },
  },
  {
    name: 'libraries remove',
    summary: 'Forgets a music library: its tracks leave the catalogue (likes and playlist entries of them go too); the files on disk are not touched.',
    usage: 'libraries remove ID',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one library id: libraries remove ID');
      const { removeLibrary } = await libraryAdmin();
      const library = await usage(() => removeLibrary(db, cliActor(), libraryId(positionals[0])));
      output.out(`Removed library ${library.id} "${library.name}" (${library.tracks} tracks); the files in ${library.path} are untouched.`);
    },
  },
];
