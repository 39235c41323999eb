import fp from 'fastify-plugin';
import { createMediaStore } from '../media/create-store.js';
import type { MediaStore } from '../media/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Audio and artwork (MEDIA_STORE): the data directory or an S3-compatible bucket. */
    mediaStore: MediaStore;
  }
}

export default fp(
  async (app) => {
    const store = await createMediaStore(app.config);
    app.decorate('mediaStore', store);
    app.addHook('onClose', async () => {
      await store.close();
    });
  },
  { name: 'media-store', dependencies: ['database'] },
);
