import type { IconGlyph } from '../glyph';

/** Three vertical faders: the equalizer. */
export const slidersIcon =
  'M5 3a1 1 0 0 1 1 1v7.17a3 3 0 0 1 0 5.66V20a1 1 0 1 1-2 0v-3.17a3 3 0 0 1 0-5.66V4a1 1 0 0 1 1-1zm7 0a1 1 0 0 1 1 1v1.17a3 3 0 0 1 0 5.66V20a1 1 0 1 1-2 0v-9.17a3 3 0 0 1 0-5.66V4a1 1 0 0 1 1-1zm7 0a1 1 0 0 1 1 1v9.17a3 3 0 0 1 0 5.66V20a1 1 0 1 1-2 0v-1.17a3 3 0 0 1 0-5.66V4a1 1 0 0 1 1-1z' as IconGlyph;
