import type { IconGlyph } from '../glyph';

export const nextIcon = 'M6 18l8.5-6L6 6v12zM16 6v12h2V6h-2z' as IconGlyph;
