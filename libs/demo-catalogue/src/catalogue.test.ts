import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, demoAudioJobs } from './catalogue.js';

describe('demo catalogue model', () => {
  it('is deterministic and has what the brief asks for', () => {
    const catalogue = buildDemoCatalogue('seed-a');
    expect(JSON.stringify(buildDemoCatalogue('seed-a'))).toBe(JSON.stringify(catalogue));
    expect(JSON.stringify(buildDemoCatalogue('seed-b'))).not.toBe(JSON.stringify(catalogue));
    expect(catalogue.artists.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.albums).toHaveLength(12);
    const tracks = catalogue.albums.flatMap((a) => a.tracks);
    expect(tracks).toHaveLength(80);
    expect(new Set(tracks.map((t) => t.title)).size).toBe(80);
    for (const track of tracks) {
      expect(track.audio.seconds).toBeGreaterThanOrEqual(30);
      expect(track.audio.seconds).toBeLessThanOrEqual(180);
    }
    expect(catalogue.playlists.filter((p) => p.type === 'featured').length).toBeGreaterThanOrEqual(8);
    expect(catalogue.podcasts).toHaveLength(2);
    for (const podcast of catalogue.podcasts) expect(new Set(podcast.episodes.map((e) => e.season))).toEqual(new Set([1, 2]));
    expect(catalogue.stations.length).toBeGreaterThanOrEqual(6);
    expect(new Set(catalogue.stations.map((s) => s.country)).size).toBeGreaterThanOrEqual(4);
    expect(demoAudioJobs(catalogue)).toHaveLength(80 + catalogue.podcasts.reduce((n, p) => n + p.episodes.length, 0));
  });
});
