import { useQuery } from '@tanstack/react-query';
import { episodeNumber, episodePublishedDate, episodeSeason, podcastArtwork, type PodcastDetail } from '@tangerine/api';
import { selectIsPlaying } from '@tangerine/player-machine';
import { ChipGroup, DetailHeader, EmptyState, EpisodeList, LoadingState, Page, Panel, podcastIcon, Section, useT } from '@tangerine/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { podcastQueries } from '../../api/podcast-queries';
import { episodeToPlayerItem, useCurrentTrackId, usePlayerSelector } from '@tangerine/player-web';
import { usePlayTrack } from '../../lib/track-actions';
import { ALL_SEASONS, inSeason, seasonOptions } from './podcast-categories';

function PodcastPage({ podcast }: { podcast: PodcastDetail }) {
  const t = useT();
  const play = usePlayTrack();
  const currentId = useCurrentTrackId();
  const isPlaying = usePlayerSelector(selectIsPlaying);
  const currentEpisodeId = podcast.episodes.find((episode) => episode.id === currentId)?.id ?? null;
  const [season, setSeason] = useState(ALL_SEASONS);
  const options = seasonOptions(podcast.episodes, { all: (count) => t('podcasts.allSeasons', { count }), season: (season, count) => t('podcasts.seasonOption', { season, count }) });
  const episodes = podcast.episodes.filter((episode) => inSeason(episode, season));
  const count = podcast.episode_count || podcast.episodes.length;

  return (
    <Page>
      <DetailHeader
        artworkUrl={podcastArtwork(podcast)}
        label={t('podcasts.label')}
        title={podcast.title}
        meta={[podcast.author, t('podcasts.episodeCount', { count }), podcast.language]}
      />
      {podcast.description && (
        <Panel title={t('podcasts.about')}>
          <p>{podcast.description}</p>
        </Panel>
      )}
      <Section title={t('podcasts.episodes')}>
        {podcast.episodes.length === 0 ? (
          <EmptyState icon={podcastIcon} title={t('podcasts.noEpisodes')} />
        ) : (
          <>
            {options.length > 1 && <ChipGroup label={t('podcasts.season')} options={options} value={season} onChange={setSeason} />}
            <EpisodeList
              label={t('podcasts.episodesOf', { title: podcast.title })}
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
  const t = useT();
  const { id = '' } = useParams();
  const podcast = useQuery(podcastQueries.detail(id));
  if (podcast.isPending) return <LoadingState text={t('podcasts.loadingOne')} />;
  if (!podcast.data) return <EmptyState icon={podcastIcon} title={t('podcasts.notFound')} />;
  return <PodcastPage podcast={podcast.data} />;
}
