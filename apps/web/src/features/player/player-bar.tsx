import { useNavigate } from 'react-router-dom';
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCurrentTrack,
  selectIsPlaying,
  volumeFromPosition,
} from '@tangerine/player-machine';
import { usePlayerActor, usePlayerSelector } from '../../lib/player';
import { useTrackLike } from './use-track-like';
import { PlayerBarView } from './player-bar-view';

/** SPEC §2 bottom player, bound to the app-wide player actor; rendered only while a track is loaded. */
export function PlayerBar() {
  const actor = usePlayerActor();
  const navigate = useNavigate();
  const track = usePlayerSelector(selectCurrentTrack);
  const isPlaying = usePlayerSelector(selectIsPlaying);
  const canPrevious = usePlayerSelector(selectCanGoPrevious);
  const canNext = usePlayerSelector(selectCanGoNext);
  const currentTime = usePlayerSelector((s) => s.context.currentTime);
  const duration = usePlayerSelector((s) => s.context.duration);
  const volume = usePlayerSelector((s) => s.context.volume);
  const muted = usePlayerSelector((s) => s.context.muted);
  const isShuffled = usePlayerSelector((s) => s.context.isShuffled);
  const repeatMode = usePlayerSelector((s) => s.context.repeatMode);
  const like = useTrackLike(track);

  if (!track) return null;
  return (
    <PlayerBarView
      title={track.title}
      artistName={track.artistName}
      artworkUrl={track.artworkUrl}
      isLive={track.kind === 'radio'}
      isPlaying={isPlaying}
      currentTime={currentTime}
      duration={duration || track.duration}
      volume={volume}
      muted={muted}
      isShuffled={isShuffled}
      repeatMode={repeatMode}
      canPrevious={canPrevious}
      canNext={canNext}
      liked={like.liked}
      onLike={like.toggle}
      onSeek={(time) => actor.send({ type: 'playback.seek', time })}
      onToggle={() => actor.send({ type: 'playback.toggle' })}
      onPrevious={() => actor.send({ type: 'queue.previous' })}
      onNext={() => actor.send({ type: 'queue.next' })}
      onShuffle={() => actor.send({ type: 'shuffle.toggle' })}
      onRepeat={() => actor.send({ type: 'repeat.cycle' })}
      onQueue={() => void navigate('/queue')}
      onMute={() => actor.send({ type: 'mute.toggle' })}
      onVolume={(offset, width) => actor.send({ type: 'volume.set', volume: volumeFromPosition(offset, width) })}
      onFullscreen={() => actor.send({ type: 'fullscreen.toggle' })}
      onClose={() => actor.send({ type: 'queue.clear' })}
    />
  );
}
