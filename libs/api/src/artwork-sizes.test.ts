import { describe, expect, it } from 'vitest';
import { artworkSizeBucket, artworkSrcSet } from './artwork-sizes.js';

describe('artwork sizes', () => {
  it('snaps a size up to the next bucket, and anything past the largest to it', () => {
    expect([1, 64, 65, 290, 321, 384, 1025, 5000].map(artworkSizeBucket)).toEqual([64, 64, 128, 320, 384, 384, 2048, 2048]);
  });

  it("lists the buckets from the smallest width shown to three times the largest (at most 1024) for the server's artwork", () => {
    expect(artworkSrcSet('/api/v1/media/artwork/7', 40, 40)).toBe('/api/v1/media/artwork/7?size=64 64w, /api/v1/media/artwork/7?size=128 128w');
    expect(artworkSrcSet('/api/v1/media/artwork/7', 232, 232)?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['256w', '320w', '384w', '512w', '768w']);
    expect(artworkSrcSet('/api/v1/media/artwork/7', 600, 900)?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['768w', '1024w']);
  });

  it('leaves other images alone: external URLs, and artwork URLs that already carry a query', () => {
    expect(artworkSrcSet('https://cdn.example.com/cover.jpg', 160, 320)).toBeNull();
    expect(artworkSrcSet('/api/v1/media/artwork/7?size=64', 160, 320)).toBeNull();
  });
});
