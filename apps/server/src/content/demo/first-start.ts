/**
 * What `npm start` does on an empty database: create the demo catalogue, issue a 30-day code and
 * give it a listening history, and print the code for the person who just started Tangerine.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { issueCodes } from '../../auth/code-service.js';
import type { Database } from '../../db/schema.js';
import { publishLocalMedia } from '../../media/publish-local.js';
import { seedDemo, seedRecentlyPlayed, type SeedDemoOptions, type SeedDemoResult } from '@tangerine/demo-catalogue';
import { demoCatalogueStore, demoCatalogueWriter } from './demo-store.js';

export async function createDemoWithCode(db: Kysely<Database>, dataDir: string, options: SeedDemoOptions = {}): Promise<{ result: SeedDemoResult; code: string | null; expiresAt: string | null }> {
  const result = await seedDemo(demoCatalogueStore(db), dataDir, options);
  if (!result.created) return { result, code: null, expiresAt: null };
  const [issued] = await issueCodes(db, { days: 30 });
  if (!issued) throw new Error('No activation code was issued');
  await seedRecentlyPlayed(demoCatalogueWriter(db), issued.id, result.trackIds, options.now);
  return { result, code: issued.code, expiresAt: issued.expiresAt };
}

export function describeDemo(result: SeedDemoResult): string {
  return `Demo catalogue: ${result.artists} artists, ${result.albums} albums, ${result.tracks} tracks, ${result.playlists} playlists, ${result.podcasts} podcasts (${result.episodes} episodes), ${result.stations} radio stations, ${result.plays} plays; ${result.rendered} audio files rendered, ${result.seconds.toFixed(1)} s`;
}

/** The server's onEmptyCatalogue hook. */
export async function seedDemoOnFirstStart(app: FastifyInstance): Promise<void> {
  app.log.info('The catalogue is empty: creating the demo catalogue (the audio is cached in the data directory for later starts)');
  const { result, code, expiresAt } = await createDemoWithCode(app.db, app.config.dataDir, { log: (line) => app.log.info(line) });
  app.log.info(describeDemo(result));
  const published = await publishLocalMedia(app.db, app.config.dataDir, app.mediaStore);
  if (published) app.log.info(`${published} demo media files copied to the media store`);
  if (code) {
    // Printed plainly (not as a log line) so that it is easy to find and copy.
    process.stdout.write(`\nActivation code: ${code}\n(valid until ${expiresAt?.slice(0, 10)}; issue more with: npm run admin -- codes issue)\n\n`);
  }
}
