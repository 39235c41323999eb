import { inject } from 'vitest';
import { scrobblingSteps } from './scrobbling.steps.js';

/**
 * The scrobbling journey (scrobbling.steps.ts) on PostgreSQL: a server of its own (pointed at the
 * fake services) on an empty database of the global setup's cluster, through to the song's scrobble.
 */
scrobblingSteps('scrobbling (PostgreSQL, DATABASE_URL)', { databaseUrl: () => inject('postgresScrobblingDatabaseUrl'), scrobbles: true });
