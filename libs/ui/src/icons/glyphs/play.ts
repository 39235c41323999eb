import type { IconGlyph } from '../glyph';

export const playIcon = 'M8 5v14l11-7z' as IconGlyph;
