import { describe, inject } from 'vitest';
import { useJourney } from '../support/journey.js';
import { catalogueSteps } from './catalogue.steps.js';
import { listenerArrives, listenerLeaves } from './first-hour.steps.js';

describe.sequential("a listener's first hour (SQLite)", () => {
  const journey = useJourney(() => inject('sqliteUrl'));
  listenerArrives(journey, () => inject('sqliteCode'));
  catalogueSteps(journey);
  listenerLeaves(journey, () => inject('sqliteCode'));
});
