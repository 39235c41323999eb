import { useNavigate } from 'react-router-dom';
import { PlayerBar as PlayerBarView, RemoteStatus, useT } from '@tangerine/ui';
import { positionAt, selectTargetName, selectTargetPlaying } from '@tangerine/connect-machine';
import { useConnectService, useRemoteSnapshot } from '@tangerine/connect-web';
import { useRemoteQueue } from './use-remote-queue';
import { usePlayerActor } from '@tangerine/player-web';
import { DevicesControl } from './devices-control';
import { remoteTransport, useNow } from './remote-controls';
import { useSongLike } from './song-like';

/**
 * The player bar of a remote: the other device's track, progress and state; its controls act there.
 * Like likes that device's song; Queue and Fullscreen open views of that device's queue and track.
 */
export function RemotePlayerBar() {
  const t = useT();
  const service = useConnectService();
  const snapshot = useRemoteSnapshot();
  const player = usePlayerActor();
  const navigate = useNavigate();
  const state = snapshot?.context.remoteState ?? null;
  const now = useNow(state?.playing ?? false);
  // The saved queue holds the song with its album and artist; a station or an episode is not in it, so not liked.
  const queue = useRemoteQueue();
  const like = useSongLike(queue?.tracks.find((t) => t.id === state?.trackId) ?? null);
  if (!service || !snapshot) return null;
  const send = service.actor.send.bind(service.actor);
  const lost = snapshot.hasTag('targetLost');
  // A lost device is not heard playing: its place stays where it was last reported.
  const playing = selectTargetPlaying(snapshot);
  const position = state ? positionAt({ ...state, playing }, state.at, Math.max(now, state.at)) : 0;
  return (
    <PlayerBarView
      track={{ title: state?.title ?? t('connect.nothingPlaying'), artistName: state?.artist ?? '', artworkUrl: state?.artworkUrl ?? null, ...(state ? { href: `/track/${state.trackId}` } : {}) }}
      isPlaying={playing}
      currentTime={position / 1000}
      duration={(state?.durationMs ?? 0) / 1000}
      volume={state?.volume ?? 1}
      muted={false}
      shuffled={state?.shuffle ?? false}
      repeatMode={state?.repeat ?? 'off'}
      liked={like.liked}
      {...remoteTransport(send, lost)}
      onToggleShuffle={() => send({ type: 'control.shuffle' })}
      onCycleRepeat={() => send({ type: 'control.repeat' })}
      onToggleLike={like.toggle}
      onToggleMute={() => send({ type: 'control.volume', volume: (state?.volume ?? 0) > 0 ? 0 : 1 })}
      onVolumeChange={(volume) => send({ type: 'control.volume', volume })}
      onOpenQueue={() => void navigate('/queue')}
      onToggleFullscreen={() => player.send({ type: 'fullscreen.toggle' })}
      onClose={() => state?.playing && send({ type: 'control.togglePlay' })}
      devices={<DevicesControl />}
      status={<RemoteStatus deviceName={selectTargetName(snapshot) ?? 'another device'} playing={playing} lost={lost} onPlayHere={() => send({ type: 'devices.playHere' })} />}
    />
  );
}
