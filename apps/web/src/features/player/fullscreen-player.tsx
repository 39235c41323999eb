import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FullscreenPlayer as FullscreenPlayerView, idleLevels } from '@tangerine/ui';
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCurrentTrack,
  selectIsPlaying,
  selectUpNext,
} from '@tangerine/player-machine';
import { analyserFor, usePlayerSelector, usePlayerService, VISUALIZER_BARS } from '@tangerine/player-web';
import { useSleepTimerNote } from './sleep-timer';
import { trackQueries } from '../../api/track-queries';

/** Visualizer frames per second: smooth enough, and 120 bars re-render cheaply at this rate. */
const FRAME_MS = 1000 / 30;

/** Bar levels from the Web Audio analyser while playing; the idle wave otherwise. */
function useVisualizerLevels(open: boolean, isPlaying: boolean): number[] {
  const { audio } = usePlayerService();
  const [levels, setLevels] = useState<number[]>(() => idleLevels(VISUALIZER_BARS));
  useEffect(() => {
    if (!open) return undefined;
    const analyser = analyserFor(audio);
    const connected = analyser.connect();
    let frame = 0;
    let last = 0;
    let phase = 0;
    const tick = (time: number) => {
      frame = requestAnimationFrame(tick);
      if (time - last < FRAME_MS) return;
      last = time;
      phase += 0.05;
      const live = connected && isPlaying ? analyser.levels(VISUALIZER_BARS) : null;
      setLevels(live && live.some((level) => level > 0) ? live : idleLevels(VISUALIZER_BARS, phase));
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [open, isPlaying, audio]);
  return levels;
}

/** product §2 fullscreen player (ui FullscreenPlayer) on the app-wide player, its visualizer fed by the real audio. */
export function FullscreenPlayer() {
  const { actor } = usePlayerService();
  const track = usePlayerSelector(selectCurrentTrack);
  const isFullscreen = usePlayerSelector((s) => s.context.isFullscreen);
  const upNext = usePlayerSelector(selectUpNext);
  const isPlaying = usePlayerSelector(selectIsPlaying);
  const canPrevious = usePlayerSelector(selectCanGoPrevious);
  const canNext = usePlayerSelector(selectCanGoNext);
  const currentTime = usePlayerSelector((s) => s.context.currentTime);
  const duration = usePlayerSelector((s) => s.context.duration);
  const open = isFullscreen && track !== null;
  const levels = useVisualizerLevels(open, isPlaying);
  const note = useSleepTimerNote();
  // Songs only: episodes and stations have no lyrics.
  const lyrics = useQuery({ ...trackQueries.lyrics(track?.id ?? ''), enabled: open && track?.kind === 'song' });
  const entries = useMemo(
    () => upNext.map((item, index) => ({ id: `${index}:${item.kind}:${item.id}`, title: item.title, artistName: item.artistName })),
    [upNext],
  );

  if (!open || !track) return null;
  return (
    <FullscreenPlayerView
      open
      track={{ title: track.title, artistName: track.artistName, albumTitle: track.albumTitle, artworkUrl: track.artworkUrl }}
      levels={levels}
      upNext={entries}
      isPlaying={isPlaying}
      currentTime={currentTime}
      duration={duration || track.duration}
      isLive={track.kind === 'radio'}
      canPrevious={canPrevious}
      canNext={canNext}
      onTogglePlay={() => actor.send({ type: 'playback.toggle' })}
      onPrevious={() => actor.send({ type: 'queue.previous' })}
      onNext={() => actor.send({ type: 'queue.next' })}
      onSeek={(time) => actor.send({ type: 'playback.seek', time })}
      onClose={() => actor.send({ type: 'fullscreen.toggle' })}
      note={note}
      lyrics={lyrics.data}
      lyricsLoading={lyrics.isLoading}
    />
  );
}
