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
import { Icon, IconButton, tokens } from '../../lib/ui-fallback';
import { FullscreenPlayerView } from './fullscreen-player-view';

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;
const Big = styled(IconButton)`
  background: ${tokens.brand};
  color: ${tokens.onBrand};
  &:hover:not(:disabled) {
    background: ${tokens.brandStrong};
    color: ${tokens.onBrand};
  }
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
          <IconButton type="button" aria-label="Previous" disabled={!canPrevious} onClick={() => actor.send({ type: 'queue.previous' })}>
            <Icon name="previous" size={28} />
          </IconButton>
          <Big type="button" aria-label={isPlaying ? 'Pause' : 'Play'} $size={64} onClick={() => actor.send({ type: 'playback.toggle' })}>
            <Icon name={isPlaying ? 'pause' : 'play'} size={32} />
          </Big>
          <IconButton type="button" aria-label="Next" disabled={!canNext} onClick={() => actor.send({ type: 'queue.next' })}>
            <Icon name="next" size={28} />
          </IconButton>
        </Controls>
      }
    />
  );
}
