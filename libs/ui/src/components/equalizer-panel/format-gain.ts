import { translate } from '../../i18n/i18n';
import { numberFormat } from '../../i18n/intl';

/** `+3.5 dB`, `0 dB`, `−6 dB` (`+3,5 dB` in German): the locale's digits, a typographic minus. */
export function formatGain(gain: number): string {
  const number = numberFormat({ signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(gain);
  return translate('equalizer.gain', { gain: number.replace('-', '\u2212') });
}
