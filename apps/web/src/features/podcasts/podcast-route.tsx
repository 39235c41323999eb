import { useQuery } from '@tanstack/react-query';
import { episodeNumber, episodePublishedDate, episodeSeason, podcastArtwork, type PodcastDetail } from '@tangerine/api';
import { selectIsPlaying } from '@tangerine/player-machine';
import { ChipGroup, DetailHeader, EmptyState, EpisodeList, LoadingState, Page, Panel, pluralize, podcastIcon, Section } from '@tangerine/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { podcastQueries } from '../../api/podcast-queries';
import { episodeToPlayerItem, useCurrentTrackId, usePlayerSelector } from '@tangerine/player-web';
import { usePlayTrack } from '../../lib/track-actions';
import { ALL_SEASONS, inSeason, seasonOptions } from './podcast-categories';

function PodcastPage({ podcast }: { podcast: PodcastDetail }) {
  const play = usePlayTrack();
  const currentId = useCurrentTrackId();
  const isPlaying = usePlayerSelector(selectIsPlaying);
  const currentEpisodeId = podcast.episodes.find((episode) => episode.id === currentId)?.id ?? null;
  const [season, setSeason] = useState(ALL_SEASONS);
  const options = seasonOptions(podcast.episodes);
  const episodes = podcast.episodes.filter((episode) => inSeason(episode, season));
  const count = podcast.episode_count || podcast.episodes.length;

  return (
    <Page>
      <DetailHeader
        artworkUrl={podcastArtwork(podcast)}
        label="PODCAST"
        title={podcast.title}
        meta={[podcast.author, pluralize(count, 'episode'), podcast.language]}
      />
      {podcast.description && (
        <Panel title="About">
          <p>{podcast.description}</p>
        </Panel>
      )}
      <Section title="Episodes">
        {podcast.episodes.length === 0 ? (
          <EmptyState icon={podcastIcon} title="No episodes available" />
        ) : (
          <>
            {options.length > 1 && <ChipGroup label="Season" options={options} value={season} onChange={setSeason} />}
            <EpisodeList
              label={`${podcast.title} episodes`}
              episodes={episodes.map((episode) => ({
                id: episode.id,
                title: episode.title,
                description: episode.description,
                season: episodeSeason(episode),
                episode: episodeNumber(episode),
                publishedAt: episodePublishedDate(episode),
                duration: episode.duration,
              }))}
              currentEpisodeId={currentEpisodeId}
              isPlaying={isPlaying}
              onPlayEpisode={(_row, index) => {
                const episode = episodes[index];
                if (episode) play(episodeToPlayerItem(episode, podcast));
              }}
            />
          </>
        )}
      </Section>
    </Page>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const podcast = useQuery(podcastQueries.detail(id));
  if (podcast.isPending) return <LoadingState text="Loading podcast..." />;
  if (!podcast.data) return <EmptyState icon={podcastIcon} title="Podcast not found" />;
  return <PodcastPage podcast={podcast.data} />;
}
