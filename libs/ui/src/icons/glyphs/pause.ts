import type { IconGlyph } from '../glyph';

export const pauseIcon = 'M6 19h4V5H6v14zm8-14v14h4V5h-4z' as IconGlyph;
