import { useEffect, useState } from 'react';
import { PlayerBar as PlayerBarView, RemoteStatus } from '@tangerine/ui';
import { positionAt, selectTarget } from '@tangerine/remote-control';
import { useConnectService, useRemoteSnapshot } from '../../lib/connect';
import { DevicesControl } from './devices-control';

/** A remote's clock: the target's position moves on between its reports. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The player bar of a remote: the other device's track, progress and state; its controls act there. */
export function RemotePlayerBar() {
  const service = useConnectService();
  const snapshot = useRemoteSnapshot();
  const state = snapshot?.context.remoteState ?? null;
  const now = useNow(state?.playing ?? false);
  if (!service || !snapshot) return null;
  const target = selectTarget(snapshot);
  const send = service.actor.send.bind(service.actor);
  const lost = snapshot.hasTag('targetLost');
  const position = state ? positionAt(state, state.at, Math.max(now, state.at)) : 0;
  return (
    <PlayerBarView
      track={{ title: state?.title ?? 'Nothing playing', artistName: state?.artist ?? '', artworkUrl: state?.artworkUrl ?? null, ...(state ? { href: `/track/${state.trackId}` } : {}) }}
      isPlaying={state?.playing ?? false}
      currentTime={position / 1000}
      duration={(state?.durationMs ?? 0) / 1000}
      volume={state?.volume ?? 1}
      muted={false}
      shuffled={state?.shuffle ?? false}
      repeatMode={state?.repeat ?? 'off'}
      liked={false}
      canPrevious={!lost}
      canNext={!lost}
      onTogglePlay={() => send({ type: 'control.togglePlay' })}
      onPrevious={() => send({ type: 'control.previous' })}
      onNext={() => send({ type: 'control.next' })}
      onSeek={(seconds) => send({ type: 'control.seek', positionMs: seconds * 1000 })}
      onToggleShuffle={() => send({ type: 'control.shuffle' })}
      onCycleRepeat={() => send({ type: 'control.repeat' })}
      onToggleLike={() => undefined}
      onToggleMute={() => send({ type: 'control.volume', volume: (state?.volume ?? 0) > 0 ? 0 : 1 })}
      onVolumeChange={(volume) => send({ type: 'control.volume', volume })}
      onOpenQueue={() => undefined}
      onToggleFullscreen={() => undefined}
      onClose={() => state?.playing && send({ type: 'control.togglePlay' })}
      devices={<DevicesControl />}
      status={<RemoteStatus deviceName={target?.name ?? 'another device'} lost={lost} onPlayHere={() => send({ type: 'devices.playHere' })} />}
    />
  );
}
