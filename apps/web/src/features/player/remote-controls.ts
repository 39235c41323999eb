import { useEffect, useState } from 'react';
import type { RemoteEvent } from '@tangerine/connect-machine';

/** A remote's clock: the target's position moves on between its reports. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The transport controls of a remote's bar and fullscreen player: each one a command to the target. */
export function remoteTransport(send: (event: RemoteEvent) => void, lost: boolean) {
  return {
    canPrevious: !lost,
    canNext: !lost,
    onTogglePlay: () => send({ type: 'control.togglePlay' }),
    onPrevious: () => send({ type: 'control.previous' }),
    onNext: () => send({ type: 'control.next' }),
    onSeek: (seconds: number) => send({ type: 'control.seek', positionMs: seconds * 1000 }),
  };
}
