import { describe, expect, it, vi } from 'vitest';
import { testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';

describe('player service activity', () => {
  it('lets logout wait until the stop-activity call has finished, so it still carries the token', async () => {
    let finish: () => void = () => undefined;
    const stopActivity = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const services = testServices({ activated: {}, backend: { stopActivity } });
    const { actor } = services.player;

    actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    actor.send({ type: 'queue.clear' });
    expect(stopActivity).toHaveBeenCalledOnce();

    let settled = false;
    const waiting = services.player.activitySettled(60_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up waiting after the timeout, so logout never hangs on the network', async () => {
    const services = testServices({ activated: {}, backend: { stopActivity: () => new Promise<void>(() => undefined) } });
    services.player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    services.player.actor.send({ type: 'queue.clear' });
    await expect(services.player.activitySettled(10)).resolves.toBeUndefined();
  });
});
