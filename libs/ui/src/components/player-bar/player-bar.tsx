import { closeIcon, fullscreenIcon, heartFilledIcon, heartIcon, muteIcon, nextIcon, pauseIcon, playIcon, previousIcon, queueIcon, repeatIcon, repeatOneIcon, shuffleIcon, volumeIcon, volumeLowIcon } from '../../icons/glyphs';
import { PLAY_CONTROL } from '../../lib/play-control';
import type { ReactNode } from 'react';
import { formatDuration } from '../../lib/format';
import { useT, type MessageId } from '../../i18n/i18n';
import { Artwork } from '../artwork/artwork';
import { ArtistLinks, artistsText, type ArtistCredit } from '../artist-links/artist-links';
import { DownloadControl, type DownloadControlProps } from '../download-control/download-control';
import { IconButton } from '../icon-button/icon-button';
import { Slider } from '../slider/slider';
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
  /** Every credited artist when there are several, each its own link. */
  artists?: readonly ArtistCredit[];
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
  /** Drawn over the progress bar while it can seek (the "Waveform" setting); a live stream keeps its bar. */
  progressOverlay?: ReactNode;
}

/** Tooltip and accessible description; the name stays "Repeat". */
const repeatTitles: Record<RepeatMode, MessageId> = { off: 'player.repeatOff', all: 'player.repeatAll', one: 'player.repeatOne' };

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
  progressOverlay,
}: PlayerBarProps) {
  const t = useT();
  const artist = track.artistName || t('track.unknownArtist');
  const seekable = !isLive && duration > 0;
  const shownVolume = muted ? 0 : volume;
  const volumePercent = Math.round(shownVolume * 100);

  return (
    <StyledPlayerBar aria-label={t('player.label')} {...PLAY_CONTROL}>
      <StyledProgress>
        <Slider
          label={t('player.seek')}
          value={seekable ? currentTime : 0}
          max={seekable ? duration : 0}
          disabled={!seekable}
          onChange={onSeek}
          valueText={seekable ? t('player.position', { elapsed: formatDuration(currentTime), duration: formatDuration(duration) }) : t('common.live')}
          overlay={seekable ? progressOverlay : undefined}
        />
      </StyledProgress>

      <StyledNowPlaying>
        <Artwork src={track.artworkUrl} size="sm" />
        <StyledTrackText>
          <StyledTitle title={track.title}>{track.href ? <StyledTextLink href={track.href}>{track.title}</StyledTextLink> : track.title}</StyledTitle>
          <StyledArtist title={artistsText(track.artists, artist)}>
            <ArtistLinks artists={track.artists} name={artist} href={track.artistHref} link={StyledTextLink} />
          </StyledArtist>
          {status}
        </StyledTrackText>
        <StyledWide>
          <IconButton size="sm" icon={liked ? heartFilledIcon : heartIcon} label={liked ? t('common.unlike') : t('common.like')} active={liked} onClick={onToggleLike} />
          {download ? <DownloadControl {...download} size="sm" /> : null}
        </StyledWide>
      </StyledNowPlaying>

      <StyledCenter>
        <StyledWide>
          <StyledTime data-numeric="" data-time="elapsed">
            {isLive ? <StyledLiveTag>{t('player.liveTag')}</StyledLiveTag> : formatDuration(currentTime)}
          </StyledTime>
          {/* A live stream has no order to shuffle and nothing to repeat. */}
          <IconButton icon={shuffleIcon} label={t('player.shuffle')} pressed={shuffled} active={shuffled} onClick={onToggleShuffle} disabled={isLive} />
          <IconButton icon={previousIcon} label={t('common.previous')} onClick={onPrevious} disabled={!canPrevious} />
        </StyledWide>
        <IconButton variant="brand" size="md" icon={isPlaying ? pauseIcon : playIcon} label={isPlaying ? t('player.pause') : t('player.play')} onClick={onTogglePlay} />
        <IconButton icon={nextIcon} label={t('common.next')} onClick={onNext} disabled={!canNext} />
        <StyledWide>
          <IconButton
            icon={repeatMode === 'one' ? repeatOneIcon : repeatIcon}
            label={t('player.repeat')}
            pressed={repeatMode !== 'off'}
            active={repeatMode !== 'off'}
            badge={repeatMode === 'one' ? '1' : undefined}
            data-repeat={repeatMode}
            title={t(repeatTitles[repeatMode])}
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
          <IconButton icon={queueIcon} label={t('player.queue')} onClick={onOpenQueue} />
          <StyledVolume>
            <IconButton icon={muted || volume === 0 ? muteIcon : volume < 0.5 ? volumeLowIcon : volumeIcon} label={muted ? t('player.unmute') : t('player.mute')} onClick={onToggleMute} />
            <Slider
              label={t('player.volume')}
              variant="volume"
              value={volumePercent}
              max={100}
              step={5}
              pageStep={20}
              valueText={t('player.volumePercent', { percent: volumePercent / 100 })}
              onChange={(percent) => onVolumeChange(Math.round(percent) / 100)}
            />
          </StyledVolume>
        </StyledWide>
        <IconButton icon={fullscreenIcon} label={t('player.fullscreen')} onClick={onToggleFullscreen} />
        <StyledWide>
          <IconButton icon={closeIcon} label={t('player.close')} onClick={onClose} />
        </StyledWide>
      </StyledRight>
    </StyledPlayerBar>
  );
}
