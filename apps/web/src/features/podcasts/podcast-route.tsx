import { useQuery } from '@tanstack/react-query';
import { episodeNumber, episodePublishedDate, episodeSeason, podcastArtwork, type Episode, type PodcastDetail } from '@tangerine/api';
import { podcastEpisodeToTrack } from '@tangerine/player-machine';
import { focusVisible, formatShortDate, pluralize, theme } from '@tangerine/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { podcastQueries } from '../../api/podcast-queries';
import { useCurrentTrackId } from '../../lib/player';
import { Badge, ChipGroup, DetailHeader, EmptyState, LoadingState, Page, Panel, Section, usePlayTrack } from '../../lib/track-actions';
import { ALL_SEASONS, inSeason, seasonOptions } from './podcast-categories';

const Episodes = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EpisodeButton = styled.button<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  width: 100%;
  padding: ${theme.space(4)};
  border: 1px solid ${(p) => (p.$current ? theme.colors.brand : 'transparent')};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceRaised};
  }
  ${focusVisible};
  strong {
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

/** "S2 E5", "E5" or "S2"; null without numbers. */
export function seasonEpisodeLabel(episode: Episode): string | null {
  const season = episodeSeason(episode);
  const number = episodeNumber(episode);
  const parts = [season !== null ? `S${season}` : null, number !== null ? `E${number}` : null].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

export const episodeMinutes = (episode: Episode) => `${Math.max(1, Math.round(episode.duration / 60))} min`;

function PodcastPage({ podcast }: { podcast: PodcastDetail }) {
  const play = usePlayTrack();
  const currentId = useCurrentTrackId();
  const [season, setSeason] = useState(ALL_SEASONS);
  const options = seasonOptions(podcast.episodes);
  const episodes = podcast.episodes.filter((episode) => inSeason(episode, season));
  const count = podcast.episode_count || podcast.episodes.length;

  return (
    <Page>
      <DetailHeader
        artworkUrl={podcastArtwork(podcast)}
        placeholderIcon="podcast"
        label="PODCAST"
        title={podcast.title}
        meta={
          <>
            {podcast.author && <span>{podcast.author}</span>}
            <span>• {pluralize(count, 'episode')}</span>
            {podcast.language && <span>• {podcast.language}</span>}
          </>
        }
      />
      {podcast.description && (
        <Panel aria-label="About">
          <h2>About</h2>
          <p>{podcast.description}</p>
        </Panel>
      )}
      <Section title="Episodes">
        {podcast.episodes.length === 0 ? (
          <EmptyState icon="podcast" title="No episodes available" />
        ) : (
          <>
            {options.length > 1 && <ChipGroup label="Season" options={options} value={season} onChange={setSeason} />}
            <Episodes>
              {episodes.map((episode) => {
                const track = podcastEpisodeToTrack(episode, podcast);
                const badge = seasonEpisodeLabel(episode);
                return (
                  <li key={episode.id}>
                    <EpisodeButton type="button" $current={track.id === currentId} aria-current={track.id === currentId || undefined} onClick={() => play(track)}>
                      <Top>
                        {badge && <Badge $tone="neutral">{badge}</Badge>}
                        <strong>{episode.title}</strong>
                      </Top>
                      {episode.description && <p>{episode.description}</p>}
                      <small>
                        {formatShortDate(episodePublishedDate(episode))} • {episodeMinutes(episode)}
                      </small>
                    </EpisodeButton>
                  </li>
                );
              })}
            </Episodes>
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
  if (!podcast.data) return <EmptyState icon="podcast" title="Podcast not found" />;
  return <PodcastPage podcast={podcast.data} />;
}
