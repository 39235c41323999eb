import { fullscreenExitIcon, lyricsIcon, nextIcon, pauseIcon, playIcon, previousIcon, queueIcon } from '../../icons/glyphs';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatDuration } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { Artwork } from '../artwork/artwork';
import type { ShownWidth } from '../artwork/artwork-sources';
import { artistsText } from '../artist-links/artist-links';
import { Button } from '../button/button';
import { useModal } from '../dialog/use-modal';
import { IconButton } from '../icon-button/icon-button';
import { Logo } from '../logo/logo';
import { LyricsLines, type LyricsView } from '../lyrics-lines/lyrics-lines';
import type { PlayerTrack } from '../player-bar/player-bar';
import { Slider } from '../slider/slider';
import { Visualizer } from '../visualizer/visualizer';
import {
  StyledArtwork,
  StyledBrand,
  StyledContent,
  StyledControls,
  StyledFullscreen,
  StyledMuted,
  StyledNowPlaying,
  StyledPanel,
  StyledProgressRow,
  StyledQueueItem,
  StyledSubtitle,
  StyledTitle,
  StyledToggles,
  StyledTopRow,
} from './fullscreen-player.styles';

/** The cover is at most 320 px (and 40% of the height, so a short phone shows less). */
const FULLSCREEN_ARTWORK_WIDTH: ShownWidth = { sizes: '320px', minCss: 160, maxCss: 320 };

/** English texts, for stories and tests (the screen shows `fullscreen.tagline` and `fullscreen.lyricsUnavailable`). */

export const FULLSCREEN_TAGLINE = 'Your music, anywhere';
export const LYRICS_UNAVAILABLE = 'Lyrics not available';

export interface QueueEntry {
  id: string;
  title: string;
  artistName?: string | null;
}

export type FullscreenPanel = 'queue' | 'lyrics' | null;

export interface FullscreenPlayerProps {
  open: boolean;
  track: PlayerTrack;
  /** Visualizer bars, 0–1 each (120 idle bars when nothing plays: see `idleLevels`). */
  levels: readonly number[];
  /** The items after the current one, listed in "Up Next". */
  upNext: readonly QueueEntry[];
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  isLive?: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSeek: (seconds: number) => void;
  /** Escape and the close button. */
  onClose: () => void;
  /** Which panel shows first (default none). */
  initialPanel?: FullscreenPanel;
  /** A line under the controls, e.g. the sleep timer's time left. */
  note?: string | null;
  /** The track's lyrics; absent, null or no lines: "Lyrics not available". */
  lyrics?: LyricsView | null;
  /** True while the lyrics load (the panel stays empty instead of saying there are none). */
  lyricsLoading?: boolean;
}

/** The fullscreen player: visualizer background, logo and tagline, artwork, titles, controls, Up Next and Lyrics. */
export function FullscreenPlayer(props: FullscreenPlayerProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenFullscreenPlayer {...props} />, document.body);
}

function OpenFullscreenPlayer({
  track,
  levels,
  upNext,
  isPlaying,
  currentTime,
  duration,
  isLive = false,
  canPrevious,
  canNext,
  onTogglePlay,
  onPrevious,
  onNext,
  onSeek,
  onClose,
  initialPanel = null,
  note = null,
  lyrics = null,
  lyricsLoading = false,
}: FullscreenPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const lyricsRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [panel, setPanel] = useState<FullscreenPanel>(initialPanel);
  const panelId = useId();
  const titleId = useId();
  const { onKeyDown } = useModal({ containerRef, onClose, initialFocusRef: closeRef });
  const t = useT();
  const seekable = !isLive && duration > 0;
  const artist = artistsText(track.artists, track.artistName || t('track.unknownArtist'));
  const toggle = (next: Exclude<FullscreenPanel, null>) => setPanel((current) => (current === next ? null : next));

  return (
    <StyledFullscreen ref={containerRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <Visualizer levels={levels} />
      <StyledTopRow>
        <StyledBrand>
          <Logo />
          <p>{t('fullscreen.tagline')}</p>
        </StyledBrand>
        <IconButton ref={closeRef} icon={fullscreenExitIcon} label={t('fullscreen.exit')} variant="surface" onClick={onClose} />
      </StyledTopRow>

      <StyledContent>
        <StyledNowPlaying>
          <StyledArtwork>
            <Artwork src={track.artworkUrl} size="fill" shown={FULLSCREEN_ARTWORK_WIDTH} />
          </StyledArtwork>
          <StyledTitle id={titleId} title={track.title}>
            {track.title}
          </StyledTitle>
          <div>
            <StyledSubtitle title={artist}>{artist}</StyledSubtitle>
            {track.albumTitle ? <StyledSubtitle title={track.albumTitle}>{track.albumTitle}</StyledSubtitle> : null}
          </div>
          <StyledProgressRow>
            <span>{isLive ? t('player.liveTag') : formatDuration(currentTime)}</span>
            <Slider
              label={t('player.seek')}
              value={seekable ? currentTime : 0}
              max={seekable ? duration : 0}
              disabled={!seekable}
              onChange={onSeek}
              valueText={seekable ? t('player.position', { elapsed: formatDuration(currentTime), duration: formatDuration(duration) }) : t('common.live')}
            />
            <span>{isLive ? '' : formatDuration(duration)}</span>
          </StyledProgressRow>
          <StyledControls>
            <IconButton icon={previousIcon} label={t('common.previous')} size="lg" onClick={onPrevious} disabled={!canPrevious} />
            <IconButton icon={isPlaying ? pauseIcon : playIcon} label={isPlaying ? t('player.pause') : t('player.play')} variant="brand" size="lg" onClick={onTogglePlay} />
            <IconButton icon={nextIcon} label={t('common.next')} size="lg" onClick={onNext} disabled={!canNext} />
          </StyledControls>
          {note ? <StyledMuted data-note="">{note}</StyledMuted> : null}
        </StyledNowPlaying>

        {panel === 'queue' ? (
          <StyledPanel id={panelId} aria-label={t('fullscreen.upNext')}>
            <h3>{t('fullscreen.upNext')}</h3>
            {upNext.length === 0 ? (
              <StyledMuted>{t('fullscreen.nothingUpNext')}</StyledMuted>
            ) : (
              <ol>
                {upNext.map((entry, index) => (
                  <StyledQueueItem key={`${entry.id}-${index}`}>
                    <strong>{entry.title}</strong>
                    <span>{entry.artistName || t('track.unknownArtist')}</span>
                  </StyledQueueItem>
                ))}
              </ol>
            )}
          </StyledPanel>
        ) : null}
        {panel === 'lyrics' ? (
          <StyledPanel id={panelId} ref={lyricsRef} aria-label={t('fullscreen.lyrics')} aria-busy={lyricsLoading}>
            <h3>{t('fullscreen.lyrics')}</h3>
            {lyricsLoading ? null : lyrics?.lines.length ? (
              <LyricsLines lyrics={lyrics} currentTime={currentTime} onSeek={onSeek} scrollerRef={lyricsRef} />
            ) : (
              <StyledMuted>{t('fullscreen.lyricsUnavailable')}</StyledMuted>
            )}
          </StyledPanel>
        ) : null}
      </StyledContent>

      <StyledToggles>
        <Button variant={panel === 'queue' ? 'primary' : 'secondary'} icon={queueIcon} size="sm" aria-pressed={panel === 'queue'} aria-controls={panel === 'queue' ? panelId : undefined} onClick={() => toggle('queue')}>
          {t('fullscreen.upNext')}
        </Button>
        <Button variant={panel === 'lyrics' ? 'primary' : 'secondary'} icon={lyricsIcon} size="sm" aria-pressed={panel === 'lyrics'} aria-controls={panel === 'lyrics' ? panelId : undefined} onClick={() => toggle('lyrics')}>
          {t('fullscreen.lyrics')}
        </Button>
      </StyledToggles>
    </StyledFullscreen>
  );
}
