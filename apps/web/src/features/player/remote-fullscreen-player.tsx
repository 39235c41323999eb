import { useMemo } from 'react';
import { FullscreenPlayer as FullscreenPlayerView, idleLevels, useT } from '@tangerine/ui';
import { positionAt, selectTargetPlaying } from '@tangerine/connect-machine';
import { useConnectService, useRemoteSnapshot } from '@tangerine/connect-web';
import { useRemoteQueue } from './use-remote-queue';
import { usePlayerActor, usePlayerSelector, VISUALIZER_BARS } from '@tangerine/player-web';
import { remoteTransport, useNow } from './remote-controls';

/**
 * The fullscreen player of a remote: the controlled device's track, progress and Up Next; its
 * controls act there. The visualizer stays idle: the audio plays on the other device.
 */
export function RemoteFullscreenPlayer() {
  const t = useT();
  const service = useConnectService();
  const snapshot = useRemoteSnapshot();
  const player = usePlayerActor();
  const isFullscreen = usePlayerSelector((s) => s.context.isFullscreen);
  const state = snapshot?.context.remoteState ?? null;
  const now = useNow(state?.playing ?? false);
  const queue = useRemoteQueue();
  const levels = useMemo(() => idleLevels(VISUALIZER_BARS), []);
  if (!service || !snapshot || !isFullscreen) return null;
  const send = service.actor.send.bind(service.actor);
  const lost = snapshot.hasTag('targetLost');
  const playing = selectTargetPlaying(snapshot);
  const current = queue?.tracks.find((t) => t.id === state?.trackId);
  const upNext = queue ? queue.tracks.slice(queue.currentIndex + 1).map((item, offset) => ({ id: `${offset}:${item.id}`, title: item.title, artistName: item.artistName })) : [];
  return (
    <FullscreenPlayerView
      open
      track={{ title: state?.title ?? t('connect.nothingPlaying'), artistName: state?.artist ?? '', albumTitle: current?.albumTitle ?? null, artworkUrl: state?.artworkUrl ?? null }}
      levels={levels}
      upNext={upNext}
      isPlaying={playing}
      currentTime={state ? positionAt({ ...state, playing }, state.at, Math.max(now, state.at)) / 1000 : 0}
      duration={(state?.durationMs ?? 0) / 1000}
      {...remoteTransport(send, lost)}
      onClose={() => player.send({ type: 'fullscreen.toggle' })}
    />
  );
}
