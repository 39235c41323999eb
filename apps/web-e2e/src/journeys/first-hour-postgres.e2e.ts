import { describe, inject } from 'vitest';
import { useJourney } from '../support/journey.js';
import { catalogueSteps } from './catalogue.steps.js';
import { listenerArrives, listenerLeaves } from './first-hour.steps.js';

describe.sequential("a listener's first hour (PostgreSQL, DATABASE_URL)", () => {
  const journey = useJourney(() => inject('postgresUrl'));
  listenerArrives(journey, () => inject('postgresCode'));
  catalogueSteps(journey);
  listenerLeaves(journey, () => inject('postgresCode'));
});
