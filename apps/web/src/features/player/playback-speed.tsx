import { PlaybackSpeedControl } from '@tangerine/ui';
import { selectCurrentTrack, speedFor, type PlayerSnapshot } from '@tangerine/player-machine';
import { usePlayerActor, usePlayerSelector } from '@tangerine/player-web';

const selectSpeed = (snapshot: PlayerSnapshot) => speedFor(selectCurrentTrack(snapshot) ?? undefined, snapshot.context.speeds);

/** "Playback speed" for a podcast episode (the player bar shows it for episodes only). */
export function PlaybackSpeed() {
  const actor = usePlayerActor();
  const rate = usePlayerSelector(selectSpeed);
  return <PlaybackSpeedControl rate={rate} onChange={(next) => actor.send({ type: 'speed.set', rate: next })} />;
}
