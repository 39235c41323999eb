/**
 * An icon's shape: the `d` of one path on a 24×24 grid (Material Design icon shapes, Apache-2.0).
 * Branded, so that only the `…Icon` exports of glyphs/ pass for one.
 */
export type IconGlyph = string & { readonly __iconGlyph: true };
