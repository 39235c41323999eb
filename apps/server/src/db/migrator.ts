import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database, DialectName } from './schema.js';
import { initialMigration } from './migrations/001-initial.js';
import { sqliteSearchVocabularyMigration } from './migrations/002-sqlite-search-vocabulary.js';
import { searchByKindMigration } from './migrations/003-search-by-kind.js';
import { sqliteSearchVersionMigration } from './migrations/004-sqlite-search-version.js';
import { postgresSearchTermsMigration } from './migrations/005-postgres-search-terms.js';
import { postgresTrackSlicesMigration } from './migrations/006-postgres-track-slices.js';
import { appPasswordsMigration } from './migrations/007-app-passwords.js';
import { playQueueMigration } from './migrations/008-play-queue.js';
import { catalogueChangeNotifyMigration } from './migrations/009-catalogue-change-notify.js';
import { trackLoudnessMigration } from './migrations/010-track-loudness.js';
import { adminConsoleMigration } from './migrations/011-admin-console.js';
import { connectMigration } from './migrations/012-connect.js';
import { sharedWriteRateMigration } from './migrations/015-shared-write-rate.js';
import { playsNotifyMigration } from './migrations/016-plays-notify.js';
import { sqliteSearchPrefixesMigration } from './migrations/017-sqlite-search-prefixes.js';
import { subsonicStarsRatingsBookmarksMigration } from './migrations/040-subsonic-stars-ratings-bookmarks.js';
import { likesNotifyMigration } from './migrations/041-likes-notify.js';
import { librariesMigration } from './migrations/050-libraries.js';
import { deviceNamesMigration } from './migrations/065-device-names.js';
import { roomsMigration } from './migrations/070-rooms.js';
import { listeningHistoryMigration } from './migrations/085-listening-history.js';
import { smartPlaylistsMigration } from './migrations/086-smart-playlists.js';
import { trackLyricsMigration } from './migrations/090-track-lyrics.js';
import { listenerMarksNotifyMigration } from './migrations/091-listener-marks-notify.js';
import { lyricsWordTimesRereadMigration } from './migrations/092-lyrics-word-times-reread.js';
import { trackCreditsMigration } from './migrations/093-track-credits.js';
import { scrobblingMigration } from './migrations/095-scrobbling.js';
import { roomVotingMigration } from './migrations/102-room-voting.js';
import { playsBySongMigration } from './migrations/101-plays-by-song.js';
import { trackPeaksMigration } from './migrations/103-track-peaks.js';
import { roomMemberAwayMigration } from './migrations/107-room-member-away.js';
import { libraryPlaylistFilesMigration } from './migrations/109-library-playlist-files.js';
import { playTalliesMigration } from './migrations/114-play-tallies.js';
import { genreLookupMigration } from './migrations/115-genre-lookup.js';
import { tallyWalksMigration } from './migrations/116-tally-walks.js';

/** Versioned migrations, in code so the built server carries them. Append; never edit a shipped one. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-sqlite-search-vocabulary': sqliteSearchVocabularyMigration(dialect),
    '003-search-by-kind': searchByKindMigration(dialect),
    '004-sqlite-search-version': sqliteSearchVersionMigration(dialect),
    '005-postgres-search-terms': postgresSearchTermsMigration(dialect),
    '006-postgres-track-slices': postgresTrackSlicesMigration(dialect),
    '007-app-passwords': appPasswordsMigration(dialect),
    '008-play-queue': playQueueMigration(),
    '009-catalogue-change-notify': catalogueChangeNotifyMigration(dialect),
    '010-track-loudness': trackLoudnessMigration(dialect),
    '011-admin-console': adminConsoleMigration(dialect),
    '012-connect': connectMigration(dialect),
    '015-shared-write-rate': sharedWriteRateMigration(dialect),
    '016-plays-notify': playsNotifyMigration(dialect),
    '017-sqlite-search-prefixes': sqliteSearchPrefixesMigration(dialect),
    '040-subsonic-stars-ratings-bookmarks': subsonicStarsRatingsBookmarksMigration(),
    '041-likes-notify': likesNotifyMigration(dialect),
    '050-libraries': librariesMigration(dialect),
    '065-device-names': deviceNamesMigration(),
    '070-rooms': roomsMigration(dialect),
    '085-listening-history': listeningHistoryMigration(),
    '086-smart-playlists': smartPlaylistsMigration(),
    '090-track-lyrics': trackLyricsMigration(),
    '091-listener-marks-notify': listenerMarksNotifyMigration(dialect),
    '092-lyrics-word-times-reread': lyricsWordTimesRereadMigration(),
    '093-track-credits': trackCreditsMigration(),
    '095-scrobbling': scrobblingMigration(dialect),
    '101-plays-by-song': playsBySongMigration(),
    '102-room-voting': roomVotingMigration(),
    '103-track-peaks': trackPeaksMigration(),
    '107-room-member-away': roomMemberAwayMigration(),
    '109-library-playlist-files': libraryPlaylistFilesMigration(dialect),
    '114-play-tallies': playTalliesMigration(dialect),
    '115-genre-lookup': genreLookupMigration(),
    '116-tally-walks': tallyWalksMigration(dialect),
  };
}

/** The names of every migration this version knows, in order. */
export const knownMigrations = (): string[] => Object.keys(migrations('sqlite'));

export class MigrationError extends Error {}

export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
