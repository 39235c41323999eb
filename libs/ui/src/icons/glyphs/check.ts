import type { IconGlyph } from '../glyph';

export const checkIcon = 'M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z' as IconGlyph;
