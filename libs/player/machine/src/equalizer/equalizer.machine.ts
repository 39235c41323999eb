import { assign, setup } from 'xstate';
import {
  clampGain,
  EQ_BANDS,
  EQ_PRESETS,
  effectiveCurve,
  findPreset,
  readEqualizerSettings,
  type EffectiveCurve,
  type EqualizerSettings,
} from './equalizer-model.js';
import { findAutoEqHeadphones } from './autoeq-headphones.js';
import { parseParametricList } from './parametric-filters.js';

export type EqualizerEvent =
  | { type: 'equalizer.toggle' }
  | { type: 'equalizer.setBand'; index: number; gain: number }
  | { type: 'equalizer.setPreamp'; gain: number }
  | { type: 'equalizer.choosePreset'; name: string }
  | { type: 'equalizer.savePreset'; name: string }
  | { type: 'equalizer.deletePreset'; name: string }
  /** A filter list as AutoEQ writes it: checked, then played in parametric mode (turns the equalizer on). */
  | { type: 'equalizer.pasteFilters'; text: string }
  /** A built-in headphone correction (AutoEq's list for the model): played like a pasted list. */
  | { type: 'equalizer.chooseHeadphones'; name: string }
  | { type: 'equalizer.setMode'; mode: 'graphic' | 'parametric' };

/** dB; 0 everywhere and no filter while the equalizer is off. */
export type ApplyEqualizerParams = EffectiveCurve;

/** The settings, and why the last pasted list was refused (for the panel; not saved). */
export type EqualizerContext = EqualizerSettings & { pasteError: string | null };

function effect<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

/** A settings change: the new settings (a moved band leaves its preset). */
function changed(context: EqualizerContext, event: EqualizerEvent): Partial<EqualizerContext> {
  switch (event.type) {
    case 'equalizer.pasteFilters': {
      const parsed = parseParametricList(event.text);
      return 'list' in parsed ? { parametric: parsed.list, headphones: null, mode: 'parametric', enabled: true, pasteError: null } : { pasteError: parsed.error };
    }
    case 'equalizer.chooseHeadphones': {
      const parsed = parseParametricList(findAutoEqHeadphones(event.name)?.text ?? '');
      return 'list' in parsed ? { parametric: parsed.list, headphones: event.name, mode: 'parametric', enabled: true, pasteError: null } : {};
    }
    case 'equalizer.setMode':
      return { mode: event.mode, pasteError: null };
    case 'equalizer.toggle':
      return { enabled: !context.enabled };
    case 'equalizer.setBand':
      return { gains: context.gains.map((gain, index) => (index === event.index ? (clampGain(event.gain) ?? gain) : gain)), preset: null };
    case 'equalizer.setPreamp':
      return { preamp: clampGain(event.gain) ?? context.preamp, preset: null };
    case 'equalizer.choosePreset': {
      const preset = findPreset(context, event.name);
      return preset ? { preamp: preset.preamp, gains: preset.gains, preset: preset.name, enabled: true } : {};
    }
    case 'equalizer.savePreset': {
      const name = event.name.trim();
      const others = context.custom.filter((preset) => preset.name !== name);
      return { custom: [...others, { name, preamp: context.preamp, gains: context.gains }], preset: name };
    }
    case 'equalizer.deletePreset':
      return { custom: context.custom.filter((preset) => preset.name !== event.name), preset: context.preset === event.name ? null : context.preset };
  }
}

/** The equalizer: its settings (per device) and the curve the audio graph applies, ramped there so nothing clicks. */
export const equalizerMachine = setup({
  types: {
    context: {} as EqualizerContext,
    events: {} as EqualizerEvent,
    input: {} as { restored?: unknown } | undefined,
  },
  actions: {
    applyEqualizer: effect<ApplyEqualizerParams>(),
    persistEqualizer: effect<{ settings: EqualizerSettings }>(),
    logError: effect<{ message: string }>(),
  },
  guards: {
    isValid: ({ context, event }) => {
      switch (event.type) {
        case 'equalizer.setBand':
          return Number.isInteger(event.index) && event.index >= 0 && event.index < EQ_BANDS.length && clampGain(event.gain) !== null;
        case 'equalizer.setPreamp':
          return clampGain(event.gain) !== null;
        case 'equalizer.choosePreset':
          return findPreset(context, event.name) !== undefined;
        case 'equalizer.savePreset':
          // A saved preset may not take a built-in's name.
          return typeof event.name === 'string' && event.name.trim() !== '' && !EQ_PRESETS.some((preset) => preset.name === event.name.trim());
        case 'equalizer.setMode':
          return event.mode === 'graphic' || event.mode === 'parametric';
        case 'equalizer.chooseHeadphones':
          return findAutoEqHeadphones(event.name) !== undefined;
        default:
          return true;
      }
    },
  },
}).createMachine({
  id: 'equalizer',
  context: ({ input }) => ({ ...readEqualizerSettings(input?.restored), pasteError: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        '*': [
          {
            guard: 'isValid',
            actions: [
              assign(({ context, event }) => changed(context, event as EqualizerEvent)),
              { type: 'applyEqualizer', params: ({ context }) => effectiveCurve(context) },
              { type: 'persistEqualizer', params: ({ context: { pasteError: _shown, ...settings } }) => ({ settings }) },
            ],
          },
          { actions: { type: 'logError', params: ({ event }) => ({ message: `${event.type}: not a valid change (${JSON.stringify(event)}).` }) } },
        ],
      },
    },
  },
});

export type EqualizerMachine = typeof equalizerMachine;
