/** Refreshes every subscribed podcast on a schedule, so new episodes appear without a restart. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { refreshAllPodcasts } from '../admin/podcast-admin.js';
import type { SafeFetchOptions } from '../content/import/safe-fetch.js';

export const SCHEDULE_ACTOR = 'schedule';

/** Starts the timer; answers a stop function. A run still going when the next is due is not doubled. */
export function schedulePodcastRefresh(app: FastifyInstance, intervalMs: number, options: SafeFetchOptions = {}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshAllPodcasts(app.db, app.mediaStore, SCHEDULE_ACTOR, options)
      .then((outcomes) => {
        for (const failed of outcomes.filter((o) => o.error)) app.log.warn({ podcastId: failed.id }, `podcast refresh failed: ${failed.error}`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'podcast refresh failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export default fp(
  async (app) => {
    const minutes = app.config.podcastRefreshMinutes ?? 0;
    if (minutes <= 0) return;
    const stop = schedulePodcastRefresh(app, minutes * 60_000);
    app.addHook('onClose', async () => stop());
  },
  { name: 'podcast-refresh', dependencies: ['database', 'media-store'] },
);
