// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { needsNetwork } from './offline-routes';

describe('needsNetwork', () => {
  it('is true for the screens only the network fills', () => {
    for (const path of ['/search', '/trending', '/radio', '/radio/st-1', '/podcasts', '/podcast/po-1', '/albums', '/artists', '/artist/ar-1', '/playlists', '/my-playlists', '/favorites', '/trending/']) {
      expect(needsNetwork(path), path).toBe(true);
    }
  });

  it('is false for the screens that show what this device stores', () => {
    for (const path of ['/', '/library', '/downloads', '/queue', '/album/al-1', '/playlist/pl-1', '/my-playlists/up-1', '/track/tr-1']) {
      expect(needsNetwork(path), path).toBe(false);
    }
  });
});
