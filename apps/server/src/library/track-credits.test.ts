import { describe, expect, it } from 'vitest';
import type { IAudioMetadata } from 'music-metadata';
import { creditedArtists, discSubtitle, MAX_CREDITS } from './track-credits.js';

const common = (fields: Partial<IAudioMetadata['common']>) => ({ track: { no: null, of: null }, disk: { no: null, of: null }, movementIndex: { no: null, of: null }, ...fields }) as IAudioMetadata['common'];
const withNative = (native: IAudioMetadata['native'], fields: Partial<IAudioMetadata['common']> = {}) => ({ common: common(fields), native, format: {}, quality: { warnings: [] } }) as unknown as IAudioMetadata;

describe('credited artists', () => {
  it('takes the ARTISTS tag when it names several, in order, the track artist first', () => {
    expect(creditedArtists(common({ artist: 'Nova Lights feat. Harbour', artists: ['Nova Lights', 'Harbour'] }))).toEqual(['Nova Lights', 'Harbour']);
  });

  it('splits "feat.", "ft." and "featuring", and the featured part at commas, "&" and "and"', () => {
    expect(creditedArtists(common({ artist: 'Nova Lights feat. Harbour & Aurora Lane', artists: ['Nova Lights feat. Harbour & Aurora Lane'] }))).toEqual(['Nova Lights', 'Harbour', 'Aurora Lane']);
    expect(creditedArtists(common({ artist: 'DJ Kite ft. MC Reed, Low Tide and Sea' }))).toEqual(['DJ Kite', 'MC Reed', 'Low Tide', 'Sea']);
    expect(creditedArtists(common({ artist: 'Björk Featuring Ólafur' }))).toEqual(['Björk', 'Ólafur']);
  });

  it('keeps a band whose name holds "&" whole, and adds a title\'s "(feat. B)"', () => {
    expect(creditedArtists(common({ artist: 'Simon & Garfunkel' }))).toEqual(['Simon & Garfunkel']);
    expect(creditedArtists(common({ artist: 'Simon & Garfunkel', title: 'Song (feat. Paul)' }))).toEqual(['Simon & Garfunkel', 'Paul']);
  });

  it('drops repeats and empty names, and cuts a tag naming a whole orchestra', () => {
    expect(creditedArtists(common({ artists: ['A', 'a', ' ', 'B'] }))).toEqual(['A', 'B']);
    expect(creditedArtists(common({ artists: Array.from({ length: 40 }, (_, i) => `Player ${i}`) }))).toHaveLength(MAX_CREDITS);
    expect(creditedArtists(common({}))).toEqual([]);
  });
});

describe('disc subtitles', () => {
  it('reads the mapped tag (TSST, DISCSUBTITLE) and a SETSUBTITLE music-metadata does not map', () => {
    expect(discSubtitle(withNative({}, { discsubtitle: ['Live'] }))).toBe('Live');
    expect(discSubtitle(withNative({}, { discsubtitle: 'Live' as unknown as string[] }))).toBe('Live');
    expect(discSubtitle(withNative({ vorbis: [{ id: 'SETSUBTITLE', value: 'Acoustic' }] }))).toBe('Acoustic');
    expect(discSubtitle(withNative({ vorbis: [{ id: 'COMMENT', value: 'x' }] }))).toBeNull();
  });
});
