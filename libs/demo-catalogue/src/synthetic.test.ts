import { describe, expect, it } from 'vitest';
import { syntheticCatalogue } from './synthetic.js';

describe('syntheticCatalogue', () => {
  it('is the same for the same count, files and seed, and different for another seed', () => {
    const files = { audio: [3, 4], artwork: [9] };
    expect(syntheticCatalogue(250, files)).toEqual(syntheticCatalogue(250, files));
    expect(syntheticCatalogue(250, files, 7)).not.toEqual(syntheticCatalogue(250, files));
  });

  it('puts count tracks on count/10 albums by count/100 artists, pointing only at the given files', () => {
    const catalogue = syntheticCatalogue(1001, { audio: [3, 4], artwork: [] });
    expect(catalogue.tracks).toHaveLength(1001);
    expect(catalogue.albums).toHaveLength(101);
    expect(catalogue.artists).toHaveLength(11);
    expect(new Set(catalogue.tracks.map((t) => t.audioFileId))).toEqual(new Set([3, 4]));
    expect(catalogue.albums.every((a) => a.artworkFileId === null && a.artist < 11)).toBe(true);
    expect(catalogue.tracks.every((t) => t.album < 101 && t.duration >= 90 && t.duration < 330)).toBe(true);
  });
});
