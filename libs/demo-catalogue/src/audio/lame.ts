/**
 * Loads @breezystack/lamejs with a faster encoder setting. Its Mp3Encoder hard-codes LAME's
 * `quality = 3` (slow noise shaping); the demo catalogue must render in under a minute on two cores,
 * and LAME's quality 7 (its documented "fast" mode, the CLI's -f) encodes about 2.4 times faster at a
 * quality that is fine for synthesised music at 64 kbps. The library has no option for it, so the
 * module's text is loaded with that one assignment changed. If the text ever differs (another
 * version), the library is used as it is.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as lamejs from '@breezystack/lamejs';

type EncoderClass = typeof lamejs.Mp3Encoder;

const SETTING = 'R.quality = 3,';
let fast: Promise<EncoderClass> | undefined;

export function loadFastEncoder(): Promise<EncoderClass> {
  fast ??= (async () => {
    try {
      const file = fileURLToPath(import.meta.resolve('@breezystack/lamejs'));
      const source = readFileSync(file, 'utf8');
      if (source.split(SETTING).length !== 2) return lamejs.Mp3Encoder;
      const patched = source.replace(SETTING, 'R.quality = 7,');
      const module = (await import(`data:text/javascript;base64,${Buffer.from(patched).toString('base64')}`)) as typeof lamejs;
      return module.Mp3Encoder;
    } catch {
      return lamejs.Mp3Encoder;
    }
  })();
  return fast;
}
