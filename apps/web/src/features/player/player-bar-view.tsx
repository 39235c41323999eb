// TODO(ui): move to libs/ui (PlayerBar); this feature folder should only bind it.
import type { KeyboardEvent, MouseEvent } from 'react';
import styled from 'styled-components';
import { formatDuration } from '@tangerine/session';
import { Icon, IconButton, tokens } from '../../lib/ui-fallback';
import { Artwork } from './artwork';

export interface PlayerBarViewProps {
  title: string;
  artistName: string;
  artworkUrl: string | null;
  isLive: boolean;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  isShuffled: boolean;
  repeatMode: 'off' | 'all' | 'one';
  canPrevious: boolean;
  canNext: boolean;
  liked: boolean;
  onSeek: (time: number) => void;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onShuffle: () => void;
  onRepeat: () => void;
  onQueue: () => void;
  onMute: () => void;
  onVolume: (offset: number, width: number) => void;
  onFullscreen: () => void;
  onClose: () => void;
  onLike: () => void;
}

const Bar = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: 16px;
  height: 88px;
  padding: 8px 16px 0;
  background: ${tokens.surface};
  border-top: 1px solid ${tokens.border};
  color: ${tokens.text};
  font-family: ${tokens.font};
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr) auto;
    .secondary {
      display: none;
    }
  }
`;
const Progress = styled.div`
  position: absolute;
  top: -6px;
  left: 0;
  right: 0;
  height: 12px;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 5px;
    height: 3px;
    background: ${tokens.border};
    transition: height ${tokens.fast} ease, top ${tokens.fast} ease;
  }
  &:hover::before,
  &:focus-visible::before {
    top: 4px;
    height: 5px;
  }
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
`;
const Fill = styled.div`
  position: absolute;
  left: 0;
  top: 5px;
  height: 3px;
  background: ${tokens.brand};
  pointer-events: none;
`;
const Info = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  div {
    min-width: 0;
  }
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .artist {
    color: ${tokens.textMuted};
    font-size: 12px;
  }
`;
const Controls = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
`;
const Buttons = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;
const PlayButton = styled(IconButton)`
  background: ${tokens.text};
  color: ${tokens.background};
  &:hover:not(:disabled) {
    background: ${tokens.brand};
    color: ${tokens.onBrand};
  }
`;
const Times = styled.div`
  display: flex;
  gap: 8px;
  font-size: 12px;
  color: ${tokens.textMuted};
  font-variant-numeric: tabular-nums;
`;
const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 14px;
  height: 14px;
  border-radius: 7px;
  background: ${tokens.brand};
  color: ${tokens.onBrand};
  font-size: 10px;
  font-weight: 700;
  line-height: 14px;
`;
const Right = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
`;
const Volume = styled.div`
  position: relative;
  width: 96px;
  height: 16px;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 6px;
    height: 4px;
    border-radius: 2px;
    background: ${tokens.border};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
  span {
    position: absolute;
    left: 0;
    top: 6px;
    height: 4px;
    border-radius: 2px;
    background: ${tokens.text};
  }
`;

function offsetOf(event: MouseEvent<HTMLElement>) {
  const rect = event.currentTarget.getBoundingClientRect();
  return { offset: event.clientX - rect.left, width: rect.width };
}

export function PlayerBarView(props: PlayerBarViewProps) {
  const progress = props.duration > 0 ? Math.min(1, props.currentTime / props.duration) : 0;
  const shownVolume = props.muted ? 0 : props.volume;

  function seekFromClick(event: MouseEvent<HTMLDivElement>) {
    if (props.isLive || props.duration <= 0) return;
    const { offset, width } = offsetOf(event);
    if (width > 0) props.onSeek(Math.min(1, Math.max(0, offset / width)) * props.duration);
  }
  function seekFromKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 5 : event.key === 'ArrowLeft' ? -5 : 0;
    if (step === 0 || props.isLive) return;
    event.preventDefault();
    event.stopPropagation();
    props.onSeek(Math.max(0, props.currentTime + step));
  }
  function volumeFromKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 0.05 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -0.05 : 0;
    if (step === 0) return;
    event.preventDefault();
    event.stopPropagation();
    props.onVolume(Math.min(1, Math.max(0, shownVolume + step)), 1);
  }

  return (
    <Bar aria-label="Player">
      <Progress
        role="slider"
        tabIndex={props.isLive ? -1 : 0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.round(props.duration)}
        aria-valuenow={Math.round(props.currentTime)}
        aria-valuetext={props.isLive ? 'Live' : `${formatDuration(props.currentTime)} of ${formatDuration(props.duration)}`}
        aria-disabled={props.isLive || undefined}
        onClick={seekFromClick}
        onKeyDown={seekFromKey}
      >
        <Fill style={{ width: `${progress * 100}%` }} />
      </Progress>
      <Info>
        <Artwork url={props.artworkUrl} size={56} />
        <div>
          <p>{props.title}</p>
          <p className="artist">{props.artistName || 'Unknown Artist'}</p>
        </div>
        <IconButton type="button" aria-label={props.liked ? 'Unlike' : 'Like'} aria-pressed={props.liked} $active={props.liked} onClick={props.onLike} className="secondary">
          <Icon name={props.liked ? 'heartFilled' : 'heart'} />
        </IconButton>
      </Info>
      <Controls>
        <Buttons>
          <IconButton type="button" aria-label="Shuffle" aria-pressed={props.isShuffled} $active={props.isShuffled} onClick={props.onShuffle} className="secondary">
            <Icon name="shuffle" />
          </IconButton>
          <IconButton type="button" aria-label="Previous" disabled={!props.canPrevious} onClick={props.onPrevious} className="secondary">
            <Icon name="previous" />
          </IconButton>
          <PlayButton type="button" aria-label={props.isPlaying ? 'Pause' : 'Play'} onClick={props.onToggle} $size={40}>
            <Icon name={props.isPlaying ? 'pause' : 'play'} />
          </PlayButton>
          <IconButton type="button" aria-label="Next" disabled={!props.canNext} onClick={props.onNext}>
            <Icon name="next" />
          </IconButton>
          <IconButton
            type="button"
            aria-label="Repeat"
            aria-pressed={props.repeatMode !== 'off'}
            title={`Repeat: ${props.repeatMode}`}
            $active={props.repeatMode !== 'off'}
            onClick={props.onRepeat}
            className="secondary"
          >
            <Icon name="repeat" />
            {props.repeatMode === 'one' && <Badge aria-hidden="true">1</Badge>}
          </IconButton>
        </Buttons>
        <Times className="secondary">
          <time>{props.isLive ? 'LIVE' : formatDuration(props.currentTime)}</time>
          <span aria-hidden="true">/</span>
          <time>{props.isLive ? 'LIVE' : formatDuration(props.duration)}</time>
        </Times>
      </Controls>
      <Right className="secondary">
        <IconButton type="button" aria-label="Queue" onClick={props.onQueue}>
          <Icon name="queue" />
        </IconButton>
        <IconButton type="button" aria-label={props.muted ? 'Unmute' : 'Mute'} onClick={props.onMute}>
          <Icon name={props.muted || shownVolume === 0 ? 'mute' : 'volume'} />
        </IconButton>
        <Volume
          role="slider"
          tabIndex={0}
          aria-label="Volume"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(shownVolume * 100)}
          onClick={(event) => {
            const { offset, width } = offsetOf(event);
            props.onVolume(offset, width);
          }}
          onKeyDown={volumeFromKey}
        >
          <span style={{ width: `${shownVolume * 100}%` }} />
        </Volume>
        <IconButton type="button" aria-label="Fullscreen" onClick={props.onFullscreen}>
          <Icon name="fullscreen" />
        </IconButton>
        <IconButton type="button" aria-label="Close player" onClick={props.onClose}>
          <Icon name="close" />
        </IconButton>
      </Right>
    </Bar>
  );
}
