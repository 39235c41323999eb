import { useCallback, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCurrentTrack,
  selectIsPlaying,
  selectUpNext,
} from '@tangerine/player-machine';
import { usePlayerSelector, usePlayerService, VISUALIZER_BARS } from '../../lib/player';
import { IconButton } from '@tangerine/ui';
import { FullscreenPlayerView } from './fullscreen-player-view';

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** SPEC §2 fullscreen player: visualizer from the real audio, now playing, Up Next and Lyrics panels. */
export function FullscreenPlayer() {
  const { actor, analyser } = usePlayerService();
  const track = usePlayerSelector(selectCurrentTrack);
  const isFullscreen = usePlayerSelector((s) => s.context.isFullscreen);
  const upNext = usePlayerSelector(selectUpNext);
  const isPlaying = usePlayerSelector(selectIsPlaying);
  const canPrevious = usePlayerSelector(selectCanGoPrevious);
  const canNext = usePlayerSelector(selectCanGoNext);
  const open = isFullscreen && track !== null;

  useEffect(() => {
    if (open) analyser.connect();
  }, [open, analyser]);

  const readLevels = useCallback(() => analyser.levels(VISUALIZER_BARS), [analyser]);
  const close = useCallback(() => actor.send({ type: 'fullscreen.toggle' }), [actor]);
  const items = useMemo(
    () => upNext.map((item, index) => ({ key: `${index}:${item.kind}:${item.id}`, title: item.title, artistName: item.artistName })),
    [upNext],
  );

  if (!open || !track) return null;
  return (
    <FullscreenPlayerView
      title={track.title}
      artistName={track.artistName}
      albumTitle={track.albumTitle}
      artworkUrl={track.artworkUrl}
      upNext={items}
      readLevels={readLevels}
      isPlaying={isPlaying}
      bars={VISUALIZER_BARS}
      onClose={close}
      controls={
        <Controls>
          <IconButton size="lg" icon="previous" label="Previous" disabled={!canPrevious} onClick={() => actor.send({ type: 'queue.previous' })} />
          <IconButton
            size="lg"
            variant="brand"
            icon={isPlaying ? 'pause' : 'play'}
            label={isPlaying ? 'Pause' : 'Play'}
            onClick={() => actor.send({ type: 'playback.toggle' })}
          />
          <IconButton size="lg" icon="next" label="Next" disabled={!canNext} onClick={() => actor.send({ type: 'queue.next' })} />
        </Controls>
      }
    />
  );
}
