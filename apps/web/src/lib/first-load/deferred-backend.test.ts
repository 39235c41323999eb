import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '../backend';
import { deferredBackend } from './deferred-backend';

const real = (): Backend => ({
  activate: vi.fn(async () => ({ activated: true }) as Awaited<ReturnType<Backend['activate']>>),
  reportPlay: vi.fn(async () => undefined),
  heartbeat: vi.fn(async () => undefined),
  stopActivity: vi.fn(async () => undefined),
  freshStreamUrl: vi.fn(async () => 'https://example.test/a.mp3'),
});

describe('deferredBackend', () => {
  it('loads the backend on the first call only and passes every call through', async () => {
    const inner = real();
    const load = vi.fn(async () => inner);
    const backend = deferredBackend(load);
    expect(load).not.toHaveBeenCalled();
    await backend.stopActivity('web-1');
    await expect(backend.freshStreamUrl({ id: '1' } as never)).resolves.toBe('https://example.test/a.mp3');
    await backend.heartbeat('web-1', { track_id: '1' } as never);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner.stopActivity).toHaveBeenCalledWith('web-1');
    expect(inner.heartbeat).toHaveBeenCalledWith('web-1', { track_id: '1' });
  });

  it('passes Autoplay’s similarSongs through (the player creates Autoplay only when its backend has it)', async () => {
    const similarSongs = vi.fn(async () => [{ id: 's2' }] as never);
    const backend = deferredBackend(async () => ({ ...real(), similarSongs }));
    await expect(backend.similarSongs?.(['s1'], ['s1'], 20)).resolves.toEqual([{ id: 's2' }]);
    expect(similarSongs).toHaveBeenCalledWith(['s1'], ['s1'], 20);
    await expect(deferredBackend(async () => real()).similarSongs?.(['s1'], [], 20)).resolves.toEqual([]);
  });

  it('loads once on warm(), before any call', async () => {
    const inner = real();
    const load = vi.fn(async () => inner);
    const backend = deferredBackend(load);
    backend.warm();
    backend.warm();
    await backend.reportPlay({ id: '1' } as never);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner.reportPlay).toHaveBeenCalledTimes(1);
  });

  it('fails the call when the module does not load, and tries again on the next', async () => {
    const inner = real();
    const load = vi.fn<() => Promise<Backend>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inner);
    const backend = deferredBackend(load);
    await expect(backend.stopActivity('web-1')).rejects.toThrow('offline');
    await backend.stopActivity('web-1');
    expect(load).toHaveBeenCalledTimes(2);
    expect(inner.stopActivity).toHaveBeenCalledTimes(1);
  });
});
