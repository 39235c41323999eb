import { lazy, Suspense, useEffect } from 'react';
import { loadArea } from '@tangerine/ui';
import { closeEqualizerOf, closeEqualizer, useEqualizerOpenedBy, type EqualizerOpener } from './equalizer-open';

// React's lazy and Suspense, not lib/lazy: importing that from this chunk split it into a shared chunk of
// the shell's first load. A failed load falls to the LazyPart the player bar and the profile sit in.
// Its texts are in the profile's area of the catalogues, which the player bar does not load.
const EqualizerDialog = lazy(() =>
  Promise.all([import('./equalizer-dialog'), loadArea('profile')]).then(([module]) => ({ default: module.EqualizerDialog })),
);

/**
 * The equalizer's panel where it was opened from (the player bar, the profile's Playback section):
 * the shell's first chunks hold nothing of it. Leaving (the profile dialog closing) closes it.
 */
export function EqualizerHost({ opener }: { opener: EqualizerOpener }) {
  const open = useEqualizerOpenedBy() === opener;
  useEffect(() => () => closeEqualizerOf(opener), [opener]);
  return open ? (
    <Suspense fallback={null}>
      <EqualizerDialog onClose={closeEqualizer} />
    </Suspense>
  ) : null;
}
