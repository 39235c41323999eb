import { describe, expect, it } from 'vitest';
import { parseStationList } from './radio-playlist.js';

describe('station lists', () => {
  it('reads M3U with #EXTINF names and attributes, and plain URLs', () => {
    const { stations, skipped } = parseStationList(
      ['#EXTM3U', '#EXTINF:-1 tvg-country="France" tvg-language="French" group-title="Jazz;Soul",Jazz Café', 'https://stream.example.com/jazz', 'http://radio.example.org:8000/live', 'ftp://bad.example.com/x'].join('\n'),
      'list.m3u',
    );
    expect(stations).toEqual([
      { name: 'Jazz Café', streamUrl: 'https://stream.example.com/jazz', country: 'France', language: 'French', genres: ['Jazz', 'Soul'] },
      { name: 'radio.example.org', streamUrl: 'http://radio.example.org:8000/live' },
    ]);
    expect(skipped).toHaveLength(1);
  });

  it('reads PLS', () => {
    const { stations } = parseStationList('[playlist]\nFile1=https://a.example.com/s\nTitle1=Alpha FM\nFile2=https://b.example.com/s\nNumberOfEntries=2\n', 'x.pls');
    expect(stations).toEqual([
      { name: 'Alpha FM', streamUrl: 'https://a.example.com/s' },
      { name: 'b.example.com', streamUrl: 'https://b.example.com/s' },
    ]);
  });
});
