import type { IconGlyph } from '../glyph';

export const playlistIcon = 'M19 9H2v2h17V9zm0-4H2v2h17V5zM2 15h13v-2H2v2zm15-2v6l5-3-5-3z' as IconGlyph;
