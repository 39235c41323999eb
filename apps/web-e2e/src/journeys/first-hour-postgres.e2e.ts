import { describe, inject } from 'vitest';
import { useJourney } from '../support/journey.js';
import { firstHour } from './first-hour.steps.js';

describe.sequential("a listener's first hour (PostgreSQL, DATABASE_URL)", () => {
  const journey = useJourney(() => inject('postgresUrl'));
  firstHour(journey, () => inject('postgresCode'));
});
