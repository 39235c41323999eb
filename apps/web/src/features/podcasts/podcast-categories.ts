import type { Episode, Podcast } from '@tangerine/api';
import { episodeSeason } from '@tangerine/api';
import { compareNames } from '@tangerine/ui';
import { ALL_CATEGORY, POPULAR_COUNT, type Category } from '../../lib/category-browse';

export const ALL_SEASONS = 'all';

/** "All Podcasts" (in the listener's language on the page), then every category of the list, in the listener's language's order. */
export function podcastCategories(podcasts: ReadonlyArray<Podcast>): Category[] {
  const categories = new Set<string>();
  for (const podcast of podcasts) for (const category of podcast.categories) categories.add(category);
  return [{ value: ALL_CATEGORY, label: 'All Podcasts' }, ...[...categories].sort(compareNames).map((value) => ({ value, label: value }))];
}

export function inCategory(podcast: Podcast, category: string): boolean {
  return category === ALL_CATEGORY || podcast.categories.includes(category);
}

/** Top podcasts by episode count. */
export function popularPodcasts(podcasts: ReadonlyArray<Podcast>, count = POPULAR_COUNT): Podcast[] {
  return [...podcasts].sort((a, b) => b.episode_count - a.episode_count).slice(0, count);
}

/** "All Seasons (n)", then "Season n (k episodes)" for each season, highest first (the labels in the listener's language). */
export interface SeasonLabels {
  all: (count: number) => string;
  season: (season: number, count: number) => string;
}

export function seasonOptions(episodes: ReadonlyArray<Episode>, labels: SeasonLabels): Array<{ value: string; label: string }> {
  const counts = new Map<number, number>();
  for (const episode of episodes) {
    const season = episodeSeason(episode);
    if (season !== null) counts.set(season, (counts.get(season) ?? 0) + 1);
  }
  const seasons = [...counts.keys()].sort((a, b) => b - a);
  return [
    { value: ALL_SEASONS, label: labels.all(episodes.length) },
    ...seasons.map((season) => ({ value: String(season), label: labels.season(season, counts.get(season) ?? 0) })),
  ];
}

export function inSeason(episode: Episode, season: string): boolean {
  return season === ALL_SEASONS || String(episodeSeason(episode)) === season;
}
