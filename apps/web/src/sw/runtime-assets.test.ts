import { describe, expect, test } from 'vitest';
import { splitManifest } from './runtime-assets';

describe('splitManifest', () => {
  test('precaches the shell, lists the catalogues by locale and the `later` files apart', () => {
    const split = splitManifest([
      { url: 'index.html', revision: 'abc' },
      { url: 'assets/index-1.js', revision: null },
      { url: 'assets/album-route-2.js', revision: null, later: true },
      { url: 'assets/i18n/de/shell-3.js', revision: null },
      'assets/queue-route-4.js',
    ]);
    expect(split.precache).toEqual([{ url: 'index.html', revision: 'abc' }, { url: 'assets/index-1.js', revision: null }, 'assets/queue-route-4.js']);
    expect(split.catalogues).toEqual([{ locale: 'de', area: 'shell', url: 'assets/i18n/de/shell-3.js' }]);
    expect(split.later).toEqual(['assets/album-route-2.js']);
  });
});
