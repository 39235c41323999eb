import type { IconGlyph } from '../glyph';

export const previousIcon = 'M6 6h2v12H6zm3.5 6l8.5 6V6z' as IconGlyph;
