/** /api/v1/admin/libraries: the console's Libraries screen, over the rules `libraries add|list|scan|remove` use. */
import { addLibrary, findLibrary, listLibraries, removeLibrary, type LibrarySummary } from '../library/library-admin.js';
import { libraryProblems, type LibraryTrackFile } from '../library/library-problems.js';
import { decidePlaylistFile, listPlaylistFiles, type LibraryPlaylistFile } from '../library/library-playlist-files.js';
import { importRootsOf, resolveImportFolder } from '../admin/music-import-admin.js';
import type { components } from '../contract.js';
import { actorOf, service } from './admin-handlers.js';
import { idOrNotFound, type HandlerFactory } from './operation.js';

type Schemas = components['schemas'];

const NOT_FOUND = 'Library not found';

export const libraryJson = (library: LibrarySummary): Schemas['AdminLibrary'] => {
  const scan = library.lastScan;
  const count = (name: string) => scan?.[name] ?? 0;
  return {
    id: String(library.id),
    name: library.name,
    path: library.path,
    files: library.files,
    tracks: library.tracks,
    skipped: library.skipped,
    scanned_at: library.scannedAt,
    last_scan: scan
      ? { files: count('files'), tracks: count('tracks'), skipped: count('skipped'), added: count('added'), updated: count('updated'), moved: count('moved'), removed: count('removed'), seconds: count('seconds') }
      : null,
  };
};

const trackFileJson = (track: LibraryTrackFile): Schemas['AdminLibraryTrackFile'] => ({ track_id: String(track.trackId), title: track.title, file: track.file, codec: track.codec });

const playlistFileJson = (file: LibraryPlaylistFile): Schemas['AdminLibraryPlaylistFile'] => ({ id: String(file.id), path: file.path, status: file.status, playlist_id: file.playlistId === null ? null : String(file.playlistId), report: file.report });

export type AdminLibraryOperation = 'listAdminLibraries' | 'addAdminLibrary' | 'removeAdminLibrary' | 'scanAdminLibrary' | 'getAdminLibraryProblems' | 'listAdminLibraryPlaylistFiles' | 'decideAdminLibraryPlaylistFile';

export const adminLibraryHandlers: HandlerFactory<AdminLibraryOperation> = (app) => {
  /** Scans run in the background; their failures are logged by the service, the console polls the outcome. */
  const scanSoon = (id: number, full: boolean, actor: string) => void app.libraries.scan(id, full, actor).catch(() => undefined);
  return {
    async listAdminLibraries() {
      const running = app.libraries.running();
      return {
        libraries: (await listLibraries(app.db)).map(libraryJson),
        roots: importRootsOf(app.config),
        scan: running ? { library_id: running.libraryId === null ? null : String(running.libraryId), full: running.full, done: running.done, total: running.total, file: running.file } : null,
        ffmpeg: app.transcoder.ffmpeg !== null,
      };
    },

    async addAdminLibrary(request, reply) {
      const actor = actorOf(request);
      // The console adds only under the import roots, as it imports; the CLI, run on the server, anywhere.
      const folder = await service(() => resolveImportFolder(importRootsOf(app.config), request.body.folder));
      const library = await service(() => addLibrary(app.db, actor, folder, request.body.name));
      scanSoon(library.id, false, actor);
      return reply.code(201).send(libraryJson(library));
    },

    async removeAdminLibrary(request) {
      const id = idOrNotFound(request.params.id, NOT_FOUND);
      const library = await service(() => removeLibrary(app.db, actorOf(request), id));
      app.catalogueChanges.announce();
      return libraryJson(library);
    },

    async scanAdminLibrary(request, reply) {
      const id = idOrNotFound(request.params.id, NOT_FOUND);
      const library = await service(() => findLibrary(app.db, id));
      scanSoon(id, request.body.full ?? false, actorOf(request));
      return reply.code(202).send(libraryJson(library));
    },

    async getAdminLibraryProblems(request) {
      const id = idOrNotFound(request.params.id, NOT_FOUND);
      const problems = await service(() => libraryProblems(app.db, id));
      return {
        skipped: problems.skipped,
        skipped_total: problems.skippedTotal,
        missing: problems.missing.map(trackFileJson),
        missing_total: problems.missingTotal,
        needs_ffmpeg: problems.needsFfmpeg.map(trackFileJson),
        needs_ffmpeg_total: problems.needsFfmpegTotal,
        ffmpeg: app.transcoder.ffmpeg !== null,
      };
    },

    async listAdminLibraryPlaylistFiles(request) {
      const id = idOrNotFound(request.params.id, NOT_FOUND);
      await service(() => findLibrary(app.db, id));
      return { playlist_files: (await listPlaylistFiles(app.db, id)).map(playlistFileJson) };
    },

    async decideAdminLibraryPlaylistFile(request) {
      const id = idOrNotFound(request.params.id, NOT_FOUND);
      const library = await service(() => findLibrary(app.db, id));
      const file = await service(() => decidePlaylistFile(app.db, actorOf(request), library, idOrNotFound(request.params.fileId, 'Playlist file not found'), request.body.decision));
      app.catalogueChanges.announce();
      return playlistFileJson(file);
    },
  };
};
