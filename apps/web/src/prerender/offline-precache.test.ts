import { describe, expect, it } from 'vitest';
import { needsNetwork } from '@tangerine/offline-web/offline-routes';
import { catalogueChunkPattern, catalogueFileOf } from '../sw/catalogue-files';
import routeLoadersSource from '../app/route-loaders?raw';
import { AFTER_INSTALL_MODULES, listedForOffline, markLater, NETWORK_ONLY_MODULES, offlineChunks, screensWhere, storedAfterInstall, type PlannedChunk } from './offline-precache';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], dynamicImports: string[] = [], isEntry = false): PlannedChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  isEntry,
  imports,
  dynamicImports,
});

describe('the offline precache plan', () => {
  it('takes the screens that need the network from the route table, and only those', () => {
    const screens = screensWhere(routeLoadersSource, needsNetwork);
    expect(screens).toEqual(expect.arrayContaining(['../features/search/search-route', '../features/radio/station-route', '../features/artists/artist-route']));
    for (const offlineScreen of ['downloads-route', 'library-route', 'queue-route', 'album-route', 'user-playlist-route', 'activation-route']) {
      expect(screens.some((screen) => screen.endsWith(`/${offlineScreen}`))).toBe(false);
    }
  });

  it('stores the screens for finding and playing downloads in the install, the other screens shown offline right after it', () => {
    const after = screensWhere(routeLoadersSource, (path) => storedAfterInstall(path, needsNetwork));
    for (const screen of ['album-route', 'playlist-route', 'user-playlist-route', 'track-route', 'history-route', 'activation-route']) {
      expect(after.some((specifier) => specifier.endsWith(`/${screen}`))).toBe(true);
    }
    for (const screen of ['downloads-route', 'library-route', 'queue-route', 'search-route']) {
      expect(after.some((specifier) => specifier.endsWith(`/${screen}`))).toBe(false);
    }
  });

  it("names real modules among the dialogs stored after the install", () => {
    const modules = Object.keys(import.meta.glob(['../app/*.tsx', '../features/**/*.tsx'])).map((file) => file.replace(/^\.\./, '/src'));
    for (const pattern of AFTER_INSTALL_MODULES) expect(modules.some((module) => pattern.test(module)), String(pattern)).toBe(true);
  });

  it('marks `later` the chunks kept for offline that the install leaves out, and nothing else', () => {
    const chunks = [
      chunk('assets/index.js', '/src/main.tsx', ['assets/react.js'], ['assets/route-loaders.js'], true),
      chunk('assets/react.js', null),
      chunk('assets/route-loaders.js', '/src/app/route-loaders.ts', [], ['assets/downloads-route.js', 'assets/album-route.js']),
      chunk('assets/downloads-route.js', '/src/features/downloads/downloads-route.tsx', ['assets/track-table.js']),
      chunk('assets/album-route.js', '/src/features/albums/album-route.tsx', ['assets/track-table.js', 'assets/detail-header.js']),
      chunk('assets/track-table.js', null),
      chunk('assets/detail-header.js', null),
    ];
    const offline = offlineChunks(chunks, () => false);
    const install = offlineChunks(chunks, (id) => id === '/src/features/albums/album-route.tsx');
    const manifest = markLater(['index.html', ...chunks.map((entry) => entry.fileName)].map((url) => ({ url, revision: null })), offline, install);
    expect(manifest.filter((entry) => entry.later).map((entry) => entry.url)).toEqual(['assets/album-route.js', 'assets/detail-header.js']);
    expect(manifest).toHaveLength(chunks.length + 1);
  });

  it('keeps what the entry reaches, but no network-only screen, lazy network-only module nor catalogue, unless a kept chunk imports it', () => {
    const chunks = [
      chunk('assets/index.js', '/src/main.tsx', ['assets/react.js'], ['assets/router-app.js'], true),
      chunk('assets/react.js', null),
      chunk('assets/router-app.js', '/src/app/router-app.tsx', ['assets/react.js'], ['assets/route-loaders.js', 'assets/i18n/en/shell-a.js', 'assets/i18n/de/shell-b.js', 'assets/connect-start.js']),
      chunk('assets/connect-start.js', '/libs/connect/web/src/connect-start.ts', ['assets/connect-calls.js']),
      chunk('assets/connect-calls.js', null),
      chunk('assets/remote-status.js', '/libs/connect/web/src/remote-status.tsx'),
      chunk('assets/route-loaders.js', '/src/app/route-loaders.ts', [], ['assets/search-route.js', 'assets/downloads-route.js']),
      chunk('assets/search-route.js', '/src/features/search/search-route.tsx', ['assets/search-box.js', 'assets/track-table.js']),
      chunk('assets/search-box.js', null),
      chunk('assets/track-table.js', null),
      chunk('assets/downloads-route.js', '/src/features/downloads/downloads-route.tsx', ['assets/track-table.js', 'assets/remote-status.js']),
      chunk('assets/i18n/en/shell-a.js', '/libs/ui/src/i18n/locales/en/shell.json'),
      chunk('assets/i18n/de/shell-b.js', '/libs/ui/src/i18n/locales/de/shell.json'),
    ];
    const leftOut = (id: string) => id === '/src/features/search/search-route.tsx' || NETWORK_ONLY_MODULES.some((pattern) => pattern.test(id)) || catalogueChunkPattern(id) !== null;
    expect([...offlineChunks(chunks, leftOut)].sort()).toEqual([
      'assets/downloads-route.js',
      'assets/index.js',
      'assets/react.js',
      'assets/remote-status.js',
      'assets/route-loaders.js',
      'assets/router-app.js',
      'assets/track-table.js',
    ]);
  });

  it('lists the page, styles and kept chunks, and every catalogue for the worker to choose from; not icons nor other chunks', () => {
    const kept = new Set(['assets/index.js']);
    const listed = ['index.html', 'assets/index.js', 'assets/style-x.css', 'assets/boot-preload-1.js', 'assets/i18n/pt-BR/screens-Ab_1.js', 'assets/search-route.js', 'icons/icon-512.png', 'manifest.webmanifest'].filter((url) =>
      listedForOffline(url, kept, (file) => catalogueFileOf(file) !== null),
    );
    expect(listed).toEqual(['index.html', 'assets/index.js', 'assets/style-x.css', 'assets/boot-preload-1.js', 'assets/i18n/pt-BR/screens-Ab_1.js']);
  });

  it('names a catalogue chunk by its locale and area, and reads them back from its address', () => {
    expect(catalogueChunkPattern('libs/ui/src/i18n/locales/pt-BR/profile.json')).toBe('assets/i18n/pt-BR/profile-[hash].js');
    expect(catalogueChunkPattern('apps/web/src/app/router-app.tsx')).toBeNull();
    expect(catalogueFileOf('https://tangerine.test/assets/i18n/pt-BR/profile-x_Y-1.js?v=1')).toEqual({ locale: 'pt-BR', area: 'profile' });
    expect(catalogueFileOf('assets/i18n/de/shell-abc.js')).toEqual({ locale: 'de', area: 'shell' });
    expect(catalogueFileOf('assets/shell-abc.js')).toBeNull();
  });
});
