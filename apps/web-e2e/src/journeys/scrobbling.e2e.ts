import { scrobblingSteps } from './scrobbling.steps.js';

/** The scrobbling journey (scrobbling.steps.ts) on a server of its own, on SQLite. */
scrobblingSteps('scrobbling (SQLite)');
