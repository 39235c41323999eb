import { useState } from 'react';
import { PlaybackSettings } from '@tangerine/ui';
import { DEFAULT_TARGET_LUFS, readAudioSettings } from '@tangerine/player-machine';
import { loadPlaybackSettings, savePlaybackSettings, usePlayerActor } from '@tangerine/player-web';
import { useStorage } from '../../lib/session';
import { openEqualizer } from './equalizer-open';
import { EqualizerHost } from './equalizer-host';

/** The profile dialog's Playback section: saved on this device and applied to the player at once. */
export function PlaybackSettingsContainer() {
  const storage = useStorage();
  const player = usePlayerActor();
  const [settings, setSettings] = useState(() => loadPlaybackSettings(storage));
  return (
    <>
      <PlaybackSettings
        {...settings}
        targetLufs={DEFAULT_TARGET_LUFS}
        onOpenEqualizer={() => openEqualizer('profile')}
        onChange={(change) => {
          const next = readAudioSettings(change, settings);
          setSettings(next);
          savePlaybackSettings(storage, next);
          player.send({ type: 'audio.configure', settings: next });
        }}
      />
      <EqualizerHost opener="profile" />
    </>
  );
}
