import { closeIcon, fullscreenIcon, heartFilledIcon, heartIcon, muteIcon, nextIcon, pauseIcon, playIcon, previousIcon, queueIcon, repeatIcon, repeatOneIcon, shuffleIcon, volumeIcon, volumeLowIcon } from '../../icons/glyphs';
import { PLAY_CONTROL } from '../../lib/play-control';
import type { ReactNode } from 'react';
import { formatDuration } from '../../lib/format';
import { Artwork } from '../artwork/artwork';
import { DownloadControl, type DownloadControlProps } from '../download-control/download-control';
import { IconButton } from '../icon-button/icon-button';
import { Slider } from '../slider/slider';
import { UNKNOWN_ARTIST } from '../track-table/track-table';
import {
  StyledArtist,
  StyledCenter,
  StyledLiveTag,
  StyledNowPlaying,
  StyledPlayerBar,
  StyledProgress,
  StyledRight,
  StyledTextLink,
  StyledTime,
  StyledTitle,
  StyledTrackText,
  StyledVolume,
  StyledWide,
} from './player-bar.styles';

export type RepeatMode = 'off' | 'all' | 'one';

/** The loaded item as the player shows it (songs, podcast episodes and radio stations alike). */
export interface PlayerTrack {
  title: string;
  /** Falls back to "Unknown Artist". */
  artistName?: string | null;
  albumTitle?: string | null;
  artworkUrl?: string | null;
  /** The track page, when there is one. */
  href?: string;
  artistHref?: string;
}

export interface PlayerBarProps {
  track: PlayerTrack;
  isPlaying: boolean;
  /** Seconds. */
  currentTime: number;
  /** Seconds; 0 for a live stream (no seeking, "LIVE" in place of times). */
  duration: number;
  /** A live radio stream: no seek, no times. */
  isLive?: boolean;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
  shuffled: boolean;
  repeatMode: RepeatMode;
  liked: boolean;
  /** Previous is disabled at the first queue position, next at the last (unless repeat all). */
  canPrevious: boolean;
  canNext: boolean;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** Seconds to seek to (progress click, drag or arrow keys). */
  onSeek: (seconds: number) => void;
  onToggleShuffle: () => void;
  /** Cycles off → all → one → off. */
  onCycleRepeat: () => void;
  onToggleLike: () => void;
  onToggleMute: () => void;
  /** 0 to 1 from the volume bar (the player unmutes). */
  onVolumeChange: (volume: number) => void;
  onOpenQueue: () => void;
  onToggleFullscreen: () => void;
  /** Pauses and clears the queue. */
  onClose: () => void;
  /** The "Devices" control (Connect), beside the queue button. */
  devices?: ReactNode;
  /** The listening controls before it: "Sleep timer", "Playback speed", "Equalizer". */
  controls?: ReactNode;
  /** A line under the artist: where playback is while this device is a remote. */
  status?: ReactNode;
  /** The current song's Download control beside the heart ("Download" / progress / "Remove download"); absent for radio and remotes. */
  download?: Omit<DownloadControlProps, 'size' | 'showNote'>;
}

/** Tooltip and accessible description; the name stays "Repeat". */
const repeatTitles: Record<RepeatMode, string> = { off: 'Repeat: off', all: 'Repeat: all', one: 'Repeat: one' };

/** The persistent bottom player. */
export function PlayerBar({
  track,
  isPlaying,
  currentTime,
  duration,
  isLive = false,
  volume,
  muted,
  shuffled,
  repeatMode,
  liked,
  canPrevious,
  canNext,
  onTogglePlay,
  onPrevious,
  onNext,
  onSeek,
  onToggleShuffle,
  onCycleRepeat,
  onToggleLike,
  onToggleMute,
  onVolumeChange,
  onOpenQueue,
  onToggleFullscreen,
  onClose,
  devices,
  controls,
  status,
  download,
}: PlayerBarProps) {
  const artist = track.artistName || UNKNOWN_ARTIST;
  const seekable = !isLive && duration > 0;
  const shownVolume = muted ? 0 : volume;
  const volumePercent = Math.round(shownVolume * 100);

  return (
    <StyledPlayerBar aria-label="Player" {...PLAY_CONTROL}>
      <StyledProgress>
        <Slider
          label="Seek"
          value={seekable ? currentTime : 0}
          max={seekable ? duration : 0}
          disabled={!seekable}
          onChange={onSeek}
          valueText={seekable ? `${formatDuration(currentTime)} of ${formatDuration(duration)}` : 'Live'}
        />
      </StyledProgress>

      <StyledNowPlaying>
        <Artwork src={track.artworkUrl} size="sm" />
        <StyledTrackText>
          <StyledTitle title={track.title}>{track.href ? <StyledTextLink href={track.href}>{track.title}</StyledTextLink> : track.title}</StyledTitle>
          <StyledArtist title={artist}>{track.artistHref ? <StyledTextLink href={track.artistHref}>{artist}</StyledTextLink> : artist}</StyledArtist>
          {status}
        </StyledTrackText>
        <StyledWide>
          <IconButton size="sm" icon={liked ? heartFilledIcon : heartIcon} label={liked ? 'Unlike' : 'Like'} active={liked} onClick={onToggleLike} />
          {download ? <DownloadControl {...download} size="sm" /> : null}
        </StyledWide>
      </StyledNowPlaying>

      <StyledCenter>
        <StyledWide>
          <StyledTime data-numeric="" data-time="elapsed">
            {isLive ? <StyledLiveTag>LIVE</StyledLiveTag> : formatDuration(currentTime)}
          </StyledTime>
          {/* A live stream has no order to shuffle and nothing to repeat. */}
          <IconButton icon={shuffleIcon} label="Shuffle" pressed={shuffled} active={shuffled} onClick={onToggleShuffle} disabled={isLive} />
          <IconButton icon={previousIcon} label="Previous" onClick={onPrevious} disabled={!canPrevious} />
        </StyledWide>
        <IconButton variant="brand" size="md" icon={isPlaying ? pauseIcon : playIcon} label={isPlaying ? 'Pause' : 'Play'} onClick={onTogglePlay} />
        <IconButton icon={nextIcon} label="Next" onClick={onNext} disabled={!canNext} />
        <StyledWide>
          <IconButton
            icon={repeatMode === 'one' ? repeatOneIcon : repeatIcon}
            label="Repeat"
            pressed={repeatMode !== 'off'}
            active={repeatMode !== 'off'}
            badge={repeatMode === 'one' ? '1' : undefined}
            data-repeat={repeatMode}
            title={repeatTitles[repeatMode]}
            onClick={onCycleRepeat}
            disabled={isLive}
          />
          <StyledTime data-numeric="" data-time="duration">
            {isLive ? '' : formatDuration(duration)}
          </StyledTime>
        </StyledWide>
      </StyledCenter>

      <StyledRight>
        {controls}
        {devices}
        <StyledWide>
          <IconButton icon={queueIcon} label="Queue" onClick={onOpenQueue} />
          <StyledVolume>
            <IconButton icon={muted || volume === 0 ? muteIcon : volume < 0.5 ? volumeLowIcon : volumeIcon} label={muted ? 'Unmute' : 'Mute'} onClick={onToggleMute} />
            <Slider
              label="Volume"
              variant="volume"
              value={volumePercent}
              max={100}
              step={5}
              pageStep={20}
              valueText={`${volumePercent}%`}
              onChange={(percent) => onVolumeChange(Math.round(percent) / 100)}
            />
          </StyledVolume>
        </StyledWide>
        <IconButton icon={fullscreenIcon} label="Fullscreen" onClick={onToggleFullscreen} />
        <StyledWide>
          <IconButton icon={closeIcon} label="Close player" onClick={onClose} />
        </StyledWide>
      </StyledRight>
    </StyledPlayerBar>
  );
}
