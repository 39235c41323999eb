import type { RadioStation } from '@tangerine/api';
import { compareNames } from '@tangerine/ui';
import { ALL_CATEGORY, POPULAR_COUNT, type Category } from '../../lib/category-browse';

/** product §2: station genres containing these are import artefacts, not categories. */
const HIDDEN_GENRE_MARKERS = ['_web', 'STATION_T'];

/** "All" (in the listener's language on the page), then the genres (minus the hidden ones), then the countries; each once, in the listener's language's order. */
export function radioCategories(stations: ReadonlyArray<RadioStation>): Category[] {
  const genres = new Set<string>();
  const countries = new Set<string>();
  for (const station of stations) {
    for (const genre of station.genres) {
      if (!HIDDEN_GENRE_MARKERS.some((marker) => genre.includes(marker))) genres.add(genre);
    }
    if (station.country) countries.add(station.country);
  }
  return [
    { value: ALL_CATEGORY, label: 'All' },
    ...[...genres].sort(compareNames).map((genre) => ({ value: `genre:${genre}`, label: genre })),
    ...[...countries].sort(compareNames).map((country) => ({ value: `country:${country}`, label: country })),
  ];
}

export function inCategory(station: RadioStation, category: string): boolean {
  if (category === ALL_CATEGORY) return true;
  if (category.startsWith('genre:')) return station.genres.includes(category.slice('genre:'.length));
  if (category.startsWith('country:')) return station.country === category.slice('country:'.length);
  return false;
}

/** Top stations by popularity, then listeners. */
export function popularStations(stations: ReadonlyArray<RadioStation>, count = POPULAR_COUNT): RadioStation[] {
  return [...stations].sort((a, b) => b.popularity - a.popularity || b.listeners - a.listeners).slice(0, count);
}
