import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAudio, fakeBackend } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { createBrowserSession, memoryStorage } from '../../lib/session';
import { createPlayerService } from '@tangerine/player-web/player-service';

/** A Web Audio context whose nodes only record their gains, so the songs play on routed decks. */
class FakeContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  readonly gains: Array<{ value: number }> = [];
  createGain = () => {
    const gain = { value: 1, cancelScheduledValues: vi.fn(), setValueCurveAtTime: vi.fn(), setValueAtTime: vi.fn() };
    this.gains.push(gain);
    return { gain, connect: (next: unknown) => next };
  };
  createDelay = () => ({ delayTime: { value: 0, cancelScheduledValues: vi.fn() }, connect: (next: unknown) => next });
  createBiquadFilter = () => ({ gain: { value: 0 }, frequency: { value: 0 }, Q: { value: 0 }, type: '', connect: (next: unknown) => next });
  createAnalyser = () => ({ fftSize: 0, frequencyBinCount: 8, connect: (next: unknown) => next, getByteFrequencyData: vi.fn() });
  createMediaElementSource = () => ({ connect: (next: unknown) => next });
  resume = vi.fn(async () => undefined);
  suspend = vi.fn(async () => undefined);
  close = vi.fn(async () => undefined);
}

function player() {
  vi.stubGlobal('AudioContext', FakeContext);
  const storage = memoryStorage();
  const created: HTMLAudioElement[] = [];
  const service = createPlayerService({
    audio: fakeAudio(),
    storage,
    session: createBrowserSession(storage),
    backend: fakeBackend(),
    createAudio: () => {
      const element = fakeAudio();
      // Playing once started: a skip then fades it out while another deck takes the next song.
      Object.defineProperty(element, 'paused', { get: () => !vi.mocked(element.play).mock.calls.length });
      created.push(element);
      return element;
    },
  });
  return { service, created, playing: () => service.engine.activeElement };
}

afterEach(() => vi.unstubAllGlobals());

describe('the media element volume (product §4)', () => {
  it("is the player's volume on whichever deck plays: 0.7 at first, 0 muted, restored on unmute, set by the volume bar", () => {
    const { service, created, playing } = player();
    service.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 });
    expect(created).toContain(playing());
    expect(playing().volume).toBeCloseTo(0.7);

    service.actor.send({ type: 'mute.toggle' });
    expect(playing().volume).toBe(0);
    service.actor.send({ type: 'mute.toggle' });
    expect(playing().volume).toBeCloseTo(0.7);

    service.actor.send({ type: 'volume.set', volume: 0.4 });
    expect(playing().volume).toBeCloseTo(0.4);

    // The next song plays on another deck, at the same volume; its fade is a gain node's, not the element's.
    const first = playing();
    service.actor.send({ type: 'queue.next' });
    expect(playing()).not.toBe(first);
    expect(playing().volume).toBeCloseTo(0.4);
    service.dispose();
  });
});
