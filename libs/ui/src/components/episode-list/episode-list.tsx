import { playIcon } from '../../icons/glyphs';
import type { MouseEvent } from 'react';
import { Icon } from '../../icons/icon';
import { formatShortDate } from '../../lib/format';
import { Badge } from '../badge/badge';
import { Equalizer } from '../equalizer/equalizer';
import {
  StyledEpisode,
  StyledEpisodeBody,
  StyledEpisodeDescription,
  StyledEpisodeHeader,
  StyledEpisodeList,
  StyledEpisodeMeta,
  StyledEpisodeTitle,
  StyledPlayIcon,
} from './episode-list.styles';

export interface EpisodeRowData {
  id: string;
  title: string;
  description?: string | null;
  season?: number | null;
  episode?: number | null;
  /** ISO date or Date. */
  publishedAt?: string | Date | null;
  /** Seconds; shown in whole minutes. */
  duration?: number | null;
}

export interface EpisodeListProps {
  /** Names the list, e.g. "Episodes". */
  label: string;
  episodes: readonly EpisodeRowData[];
  currentEpisodeId?: string | null;
  isPlaying?: boolean;
  /** A click anywhere on a row plays the episode. */
  onPlayEpisode: (episode: EpisodeRowData, index: number) => void;
}

/** Clicks on the row's own button (or a link in a description) are theirs; anywhere else the row plays. */
function isInteractive(target: EventTarget | null, row: Element): boolean {
  const control = target instanceof Element ? target.closest('button, a, input, select, textarea') : null;
  return control !== null && row.contains(control);
}

/** "S2 E14", "E3", or nothing. */
export function episodeBadge(season?: number | null, episode?: number | null): string | null {
  const parts = [season ? `S${season}` : null, episode ? `E${episode}` : null].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

function spokenBadge(season?: number | null, episode?: number | null): string {
  return [season ? `Season ${season}` : null, episode ? `episode ${episode}` : null].filter(Boolean).join(', ');
}

/** Whole minutes, "42 min"; null when unknown. */
export function formatMinutes(seconds?: number | null): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return `${Math.max(1, Math.round(seconds / 60))} min`;
}

/**
 * A podcast's episodes: S/E badge, title, description, date and minutes. A click anywhere on a row plays it;
 * the title is the row's one button, so keyboard and screen-reader users reach every episode by Tab.
 */
export function EpisodeList({ label, episodes, currentEpisodeId = null, isPlaying = false, onPlayEpisode }: EpisodeListProps) {
  return (
    <StyledEpisodeList aria-label={label}>
      {episodes.map((episode, index) => {
        const current = episode.id === currentEpisodeId;
        const badge = episodeBadge(episode.season, episode.episode);
        const minutes = formatMinutes(episode.duration);
        return (
          <StyledEpisode
            key={episode.id}
            $current={current}
            aria-current={current ? 'true' : undefined}
            onClick={(event: MouseEvent<HTMLLIElement>) => {
              if (!isInteractive(event.target, event.currentTarget)) onPlayEpisode(episode, index);
            }}
          >
            <StyledPlayIcon aria-hidden="true">{current && isPlaying ? <Equalizer playing /> : <Icon icon={playIcon} />}</StyledPlayIcon>
            <StyledEpisodeBody>
              <StyledEpisodeHeader>
                {badge ? <Badge srLabel={spokenBadge(episode.season, episode.episode)}>{badge}</Badge> : null}
                <StyledEpisodeTitle type="button" $current={current} title={episode.title} onClick={() => onPlayEpisode(episode, index)}>
                  {episode.title}
                </StyledEpisodeTitle>
              </StyledEpisodeHeader>
              {episode.description ? <StyledEpisodeDescription>{episode.description}</StyledEpisodeDescription> : null}
              <StyledEpisodeMeta>
                {episode.publishedAt ? <span>{formatShortDate(episode.publishedAt)}</span> : null}
                {minutes ? <span>{minutes}</span> : null}
              </StyledEpisodeMeta>
            </StyledEpisodeBody>
          </StyledEpisode>
        );
      })}
    </StyledEpisodeList>
  );
}
