/** /api/v1/admin: music imports and catalogue editing, over the services the CLI calls too (src/admin). */
import type { FastifyInstance } from 'fastify';
import { createImportJobs, importRootsOf, resolveImportFolder, runMusicImport, type ImportJob, type ImportJobs } from '../admin/music-import-admin.js';
import { importLockOf } from '../admin/import-lock.js';
import { editCatalogueItem, findCatalogueItems, playlistTracks, setArtwork, setPlaylistTracks, type CatalogueFields, type CatalogueItem, type CatalogueKind } from '../admin/catalogue-admin.js';
import { HttpError } from '../http-error.js';
import type { components } from '../contract.js';
import { actorOf, service } from './admin-handlers.js';
import { idOrNotFound, type HandlerFactory, type OperationRequest } from './operation.js';

type Schemas = components['schemas'];

export const itemJson = (item: CatalogueItem): Schemas['AdminCatalogueItem'] => ({
  kind: item.kind,
  id: String(item.id),
  title: item.title,
  artist: item.artist,
  album: item.album,
  genres: item.genres,
  year: item.year,
  description: item.description,
  has_artwork: item.hasArtwork,
  count: item.count,
});

const jobJson = (job: ImportJob): Schemas['AdminImportJob'] => ({
  id: String(job.id),
  folder: job.folder,
  state: job.state,
  started_at: job.startedAt,
  finished_at: job.finishedAt,
  done: job.done,
  total: job.total,
  file: job.file,
  error: job.error,
  report: job.result
    ? { files: job.result.files, added: job.result.added, updated: job.result.updated, unchanged: job.result.unchanged, skipped: job.result.skipped, artists_created: job.result.artistsCreated, albums_created: job.result.albumsCreated }
    : null,
});

const fieldsOf = (body: Schemas['AdminCataloguePatch']): CatalogueFields => ({ title: body.title, artist: body.artist, genres: body.genres, year: body.year, description: body.description });

/** The catalogue's caches (home, album pages, search) drop what they keep in this process at once. */
const changed = <T>(app: FastifyInstance, value: T): T => {
  app.catalogueChanges.announce();
  return value;
};

export type AdminContentOperation =
  | 'getAdminImport'
  | 'startAdminImport'
  | 'listAdminCatalogue'
  | 'editAdminAlbum'
  | 'editAdminArtist'
  | 'editAdminTrack'
  | 'editAdminPlaylist'
  | 'listAdminPlaylistTracks'
  | 'setAdminPlaylistTracks'
  | 'setAdminArtwork';

const jobsByApp = new WeakMap<FastifyInstance, ImportJobs>();

/** One job list per server, made with its handlers (shutdown waits for a running import). */
function importJobsOf(app: FastifyInstance): ImportJobs {
  let jobs = jobsByApp.get(app);
  if (!jobs) {
    const created = createImportJobs(importLockOf(app.db, app.dialect), (error) => app.log.error({ err: error }, 'music import failed'));
    app.addHook('onClose', () => created.idle());
    jobsByApp.set(app, created);
    jobs = created;
  }
  return jobs;
}

export const adminContentHandlers: HandlerFactory<AdminContentOperation> = (app) => {
  const imports = importJobsOf(app);
  const edit = (kind: CatalogueKind, notFoundMessage: string) => async (request: OperationRequest<'editAdminAlbum'>) => {
    const id = idOrNotFound(request.params.id, notFoundMessage);
    return changed(app, itemJson(await service(() => editCatalogueItem(app.db, actorOf(request), kind, id, fieldsOf(request.body)))));
  };
  return {
    async getAdminImport() {
      const job = imports.current();
      return { roots: importRootsOf(app.config), job: job ? jobJson(job) : null };
    },

    async startAdminImport(request, reply) {
      const actor = actorOf(request);
      const folder = await service(() => resolveImportFolder(importRootsOf(app.config), request.body.folder));
      const job = await service(() =>
        imports.start(folder, async (onProgress) => changed(app, await runMusicImport({ db: app.db, dialect: app.dialect, store: app.mediaStore, actor }, folder, onProgress))),
      );
      return reply.code(202).send(jobJson(job));
    },

    async listAdminCatalogue(request) {
      return { items: (await findCatalogueItems(app.db, request.query.kind, { query: request.query.q }, request.query.limit ?? 50)).map(itemJson) };
    },

    editAdminAlbum: edit('album', 'Album not found'),
    editAdminArtist: edit('artist', 'Artist not found'),
    editAdminTrack: edit('track', 'Track not found'),
    editAdminPlaylist: edit('playlist', 'Playlist not found'),

    async listAdminPlaylistTracks(request) {
      const id = idOrNotFound(request.params.id, 'Playlist not found');
      return { tracks: (await service(() => playlistTracks(app.db, id))).map(itemJson) };
    },

    async setAdminPlaylistTracks(request) {
      const id = idOrNotFound(request.params.id, 'Playlist not found');
      const trackIds = request.body.track_ids.map(Number);
      return changed(app, { tracks: (await service(() => setPlaylistTracks(app.db, actorOf(request), id, trackIds))).map(itemJson) });
    },

    async setAdminArtwork(request) {
      const id = idOrNotFound(request.body.id, 'Not found');
      const encoded = request.body.image.replace(/^data:[^,]*;base64,/, '');
      if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(encoded)) throw new HttpError(400, 'The image must be base64-encoded', 'bad_request');
      const image = Buffer.from(encoded, 'base64');
      return changed(app, itemJson(await service(() => setArtwork(app.db, app.mediaStore, actorOf(request), request.body.kind, id, image))));
    },
  };
};

/** The artwork upload's body limit: 5 MB of image, base64-encoded (4/3), and the JSON around it. */
export const ARTWORK_BODY_LIMIT = 7_100_000;
