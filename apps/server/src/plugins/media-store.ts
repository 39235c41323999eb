import fp from 'fastify-plugin';
import { createMediaStore } from '../media/create-store.js';
import type { MediaStore } from '../media/store.js';
import { libraryRootsOf, withLibraries } from '../library/library-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Audio and artwork (MEDIA_STORE): the data directory or an S3-compatible bucket, and the music libraries read in place. */
    mediaStore: MediaStore;
  }
}

export default fp(
  async (app) => {
    // Music folders are read in place through the same store (library/library-store.ts).
    const store = withLibraries(await createMediaStore(app.config), libraryRootsOf(app.db));
    app.decorate('mediaStore', store);
    app.addHook('onClose', async () => {
      await store.close();
    });
  },
  { name: 'media-store', dependencies: ['database'] },
);
