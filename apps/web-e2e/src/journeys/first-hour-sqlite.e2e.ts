import { describe, inject } from 'vitest';
import { useJourney } from '../support/journey.js';
import { firstHour } from './first-hour.steps.js';

describe.sequential("a listener's first hour (SQLite)", () => {
  const journey = useJourney(() => inject('sqliteUrl'));
  firstHour(journey, () => inject('sqliteCode'));
});
