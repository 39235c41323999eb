import { useEffect } from 'react';
import { Dialog, EqualizerPanel, Spinner, useT } from '@tangerine/ui';
import { EQ_BANDS, EQ_PRESETS, formatParametricList, searchAutoEqHeadphones, selectCurrentTrack } from '@tangerine/player-machine';
import { usePlayerSelector } from '@tangerine/player-web';
import { canEqualize, useEqualizer } from '@tangerine/player-web/equalizer';
import { useStorage } from '../../lib/session';

const BUILT_IN = EQ_PRESETS.map((preset) => preset.name);
const findHeadphones = (query: string) => searchAutoEqHeadphones(query).map((model) => model.name);

/** The "Equalizer" dialog on the player's equalizer (its machine loads as it opens). */
export function EqualizerDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  // Opened from the profile before any play, the player has no equalizer yet: it gets one here.
  const equalizer = useEqualizer(useStorage());
  const track = usePlayerSelector(selectCurrentTrack);
  useEffect(() => equalizer?.start(), [equalizer]);
  const settings = equalizer?.settings ?? null;
  return (
    <Dialog open title={t('equalizer.title')} onClose={onClose}>
      {equalizer && settings ? (
        <EqualizerPanel
          enabled={settings.enabled}
          preamp={settings.preamp}
          gains={settings.gains}
          bands={EQ_BANDS}
          preset={settings.preset}
          builtInPresets={BUILT_IN}
          customPresets={settings.custom.map((preset) => preset.name)}
          crossOrigin={!canEqualize(track)}
          onToggle={() => equalizer.send({ type: 'equalizer.toggle' })}
          onBandChange={(index, gain) => equalizer.send({ type: 'equalizer.setBand', index, gain })}
          onPreampChange={(gain) => equalizer.send({ type: 'equalizer.setPreamp', gain })}
          onChoosePreset={(name) => equalizer.send({ type: 'equalizer.choosePreset', name })}
          onSavePreset={(name) => equalizer.send({ type: 'equalizer.savePreset', name })}
          onDeletePreset={(name) => equalizer.send({ type: 'equalizer.deletePreset', name })}
          mode={settings.mode}
          parametric={{
            text: settings.parametric ? formatParametricList(settings.parametric) : '',
            playing: settings.parametric ? { filters: settings.parametric.filters.length, preamp: settings.parametric.preamp } : null,
            error: settings.pasteError,
          }}
          onModeChange={(mode) => equalizer.send({ type: 'equalizer.setMode', mode })}
          onPasteFilters={(text) => equalizer.send({ type: 'equalizer.pasteFilters', text })}
          headphones={{ chosen: settings.headphones, find: findHeadphones, onChoose: (name) => equalizer.send({ type: 'equalizer.chooseHeadphones', name }) }}
        />
      ) : (
        <Spinner size={5} />
      )}
    </Dialog>
  );
}
