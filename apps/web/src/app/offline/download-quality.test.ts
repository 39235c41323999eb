// @vitest-environment node
// Cache Storage, fetch and Blob as Node has them (jsdom's Blob does not fit Node's Response).
import { QueryClient } from '@tanstack/react-query';
import type { Track } from '@tangerine/api';
import { PLAYBACK_SETTINGS_KEY } from '@tangerine/player-web';
import { browserDownloadsHub, memoryCaches } from '@tangerine/offline-web/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track as trackFixture } from '../../test-support/fixtures';
import { offlinePorts } from '../offline-ports';

const SIGNED = '/api/v1/media/audio/au_1?expires=9999999999&signature=abc';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloads at the Streaming quality', () => {
  it('fetches the download at the quality the Playback section holds when it starts', async () => {
    const values = new Map([[PLAYBACK_SETTINGS_KEY, JSON.stringify({ streamingQuality: 'data-saver' })]]);
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
    const fetched: string[] = [];
    // The server records are not what this test is about: their calls fail here, quietly.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('window', { addEventListener: () => undefined });
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('caches', memoryCaches().storage);
    vi.stubGlobal('fetch', async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      return String(url).startsWith('/api/v1/media/audio/') ? new Response(new Uint8Array(3000), { headers: { 'Content-Type': 'audio/ogg', 'Content-Length': '3000' } }) : new Response(null, { status: 404 });
    });
    const hub = browserDownloadsHub({ ...offlinePorts(new QueryClient(), storage), offlineReady: async () => undefined, refreshDownloads: async () => undefined, whenIdle: () => undefined });
    hub.subscribe(() => undefined);
    const song = (id: string) => ({ ...trackFixture({ id }), stream_url: SIGNED }) as Track;

    hub.download(song('trk-saver'), 'trk-saver');
    await vi.waitFor(() => expect(fetched.filter((url) => url.startsWith('/api/v1/media/audio/'))).toEqual([`${SIGNED}&quality=data-saver`]), { timeout: 10_000 });

    // Back to Original: the next download is the file as it is.
    values.set(PLAYBACK_SETTINGS_KEY, JSON.stringify({ streamingQuality: 'original' }));
    hub.download(song('trk-original'), 'trk-original');
    await vi.waitFor(() => expect(fetched.filter((url) => url.startsWith('/api/v1/media/audio/'))).toEqual([`${SIGNED}&quality=data-saver`, SIGNED]), { timeout: 10_000 });
  });
});
