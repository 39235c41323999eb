import type { IconGlyph } from '../glyph';

export const menuIcon = 'M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-8v2h18V6H3z' as IconGlyph;
