import { useQuery } from '@tanstack/react-query';
import { podcastArtwork, type Podcast } from '@tangerine/api';
import { pluralize } from '@tangerine/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { podcastQueries } from '../../api/podcast-queries';
import { CardGrid, ChipGroup, EmptyState, LoadingState, MediaCard, Muted, Page, PageHead, PageTitle, Section } from '../../lib/track-actions';
import { DISCOVER_COUNT, inCategory, podcastCategories, popularPodcasts, sample } from './podcast-categories';

function PodcastCards({ podcasts }: { podcasts: ReadonlyArray<Podcast> }) {
  return (
    <CardGrid>
      {podcasts.map((podcast) => (
        <MediaCard key={podcast.id} title={podcast.title} subtitle={podcast.author ?? 'Podcast'} href={`/podcast/${podcast.id}`} artworkUrl={podcastArtwork(podcast)} variant="podcast" />
      ))}
    </CardGrid>
  );
}

/** /podcasts?category=: a category picker first, then Popular Podcasts, Discover New and the full list. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const list = useQuery(podcastQueries.list());
  const podcasts = useMemo(() => list.data ?? [], [list.data]);
  const categories = useMemo(() => podcastCategories(podcasts), [podcasts]);
  const shown = useMemo(() => (category ? podcasts.filter((podcast) => inCategory(podcast, category)) : []), [podcasts, category]);
  const discover = useMemo(() => sample(shown, DISCOVER_COUNT), [shown]);

  let body;
  if (list.isPending) body = <LoadingState text="Loading podcasts..." />;
  else if (podcasts.length === 0) body = <EmptyState icon="podcast" title="No Podcasts Yet" text="Podcasts appear here once the administrator adds them." />;
  else
    body = (
      <>
        <Section title={category ? 'Categories' : 'Select a Category'}>
          <ChipGroup label="Category" options={categories} value={category ?? ''} onChange={(value) => setParams({ category: value })} />
        </Section>
        {category && (
          <>
            <Muted>{pluralize(shown.length, 'podcast')}</Muted>
            <Section title="Popular Podcasts">
              <PodcastCards podcasts={popularPodcasts(shown)} />
            </Section>
            <Section title="Discover New">
              <PodcastCards podcasts={discover} />
            </Section>
            <Section title="All Podcasts">
              <PodcastCards podcasts={shown} />
            </Section>
          </>
        )}
      </>
    );

  return (
    <Page>
      <PageHead>
        <PageTitle>Podcasts</PageTitle>
      </PageHead>
      {body}
    </Page>
  );
}
