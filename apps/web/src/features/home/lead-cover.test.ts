import { describe, expect, it } from 'vitest';
import { leadCoverIndex, leadCoverUrl } from './lead-cover';

describe("Home's lead cover", () => {
  it('is the first featured playlist with an image', () => {
    const playlists = [{ image_url: null }, {}, { image_url: '/api/v1/media/artwork/103' }, { image_url: '/api/v1/media/artwork/104' }];
    expect(leadCoverIndex(playlists)).toBe(2);
    expect(leadCoverUrl(playlists)).toBe('/api/v1/media/artwork/103');
  });

  it('is none when no shown playlist has an image (and a ninth playlist is not shown)', () => {
    const playlists = [...Array.from({ length: 8 }, () => ({ image_url: null })), { image_url: '/api/v1/media/artwork/9' }];
    expect(leadCoverIndex(playlists)).toBe(-1);
    expect(leadCoverUrl(playlists)).toBeNull();
  });
});
