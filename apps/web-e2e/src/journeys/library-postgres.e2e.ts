import { inject } from 'vitest';
import { librarySteps } from './library.steps.js';

/** The library journey (library.steps.ts) on the global setup's server on PostgreSQL, with a code of its own. */
librarySteps('the library (PostgreSQL, DATABASE_URL)', { baseUrl: () => inject('postgresUrl'), freshCode: async () => inject('postgresLibraryCode') });
