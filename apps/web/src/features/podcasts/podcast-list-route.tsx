import { useQuery } from '@tanstack/react-query';
import { podcastArtwork, type Podcast } from '@tangerine/api';
import { CardGrid, MediaCard, podcastIcon, useT } from '@tangerine/ui';
import { useMemo } from 'react';
import { podcastQueries } from '../../api/podcast-queries';
import { CategoryBrowsePage, useCategoryBrowse, type CategoryRules } from '../../lib/category-browse';
import { inCategory, podcastCategories, popularPodcasts } from './podcast-categories';

const RULES: CategoryRules<Podcast> = { categoriesOf: podcastCategories, inCategory, popularOf: popularPodcasts };

function PodcastCards({ podcasts }: { podcasts: ReadonlyArray<Podcast> }) {
  return (
    <CardGrid>
      {podcasts.map((podcast) => (
        <MediaCard key={podcast.id} title={podcast.title} subtitle={podcast.author ?? 'Podcast'} href={`/podcast/${podcast.id}`} artworkUrl={podcastArtwork(podcast)} variant="podcast" />
      ))}
    </CardGrid>
  );
}

/** /podcasts?category=: a category picker first, then the count, Popular Podcasts, Discover New and the full list. */
export function Component() {
  const t = useT();
  const list = useQuery(podcastQueries.list());
  const podcasts = useMemo(() => list.data ?? [], [list.data]);
  const browse = useCategoryBrowse(podcasts, RULES);
  return (
    <CategoryBrowsePage
      title={t('podcasts.title')}
      browse={browse}
      loading={list.isPending}
      loadingText={t('podcasts.loading')}
      isEmpty={podcasts.length === 0}
      empty={{ icon: podcastIcon, title: t('podcasts.emptyTitle'), text: t('podcasts.emptyText') }}
      countText={(count) => t('podcasts.count', { count })}
      popularTitle={t('podcasts.popular')}
      allTitle={t('podcasts.all')}
      allCategoryLabel={t('podcasts.all')}
      renderItems={(items) => <PodcastCards podcasts={items} />}
    />
  );
}
