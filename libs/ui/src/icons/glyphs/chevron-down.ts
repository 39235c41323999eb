import type { IconGlyph } from '../glyph';

export const chevronDownIcon = 'M16.59 8.59L12 13.17 7.41 8.59 6 10l6 6 6-6z' as IconGlyph;
