import { afterEach, describe, expect, it, vi } from 'vitest';
import { song } from './test-support/tracks';
import { AudioEngine } from './audio-engine';

/** A Web Audio context whose suspend settles when the test says so; it counts how often it was made. */
function stubContext() {
  const made: FakeContext[] = [];
  const param = () => ({ value: 1, cancelScheduledValues: vi.fn(), setValueCurveAtTime: vi.fn(), setValueAtTime: vi.fn() });
  const node = () => ({ gain: param(), delayTime: param(), connect: vi.fn((next: unknown) => next) });
  class FakeContext {
    state: AudioContextState = 'running';
    currentTime = 0;
    destination = {};
    settleSuspend: () => void = () => undefined;
    createGain = node;
    createBiquadFilter = () => ({ ...node(), frequency: param(), Q: param(), type: '' });
    createDelay = node;
    createAnalyser = () => ({ ...node(), fftSize: 0, frequencyBinCount: 8 });
    createMediaElementSource = node;
    suspend = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          this.settleSuspend = () => {
            this.state = 'suspended';
            resolve();
          };
        }),
    );
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    close = vi.fn(async () => undefined);
    constructor() {
      made.push(this);
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return made;
}

function first<T>(list: readonly T[]): T {
  const [item] = list;
  if (item === undefined) throw new Error('no AudioContext was made');
  return item;
}

function quietElement(): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.play = vi.fn(async () => undefined);
  audio.pause = vi.fn();
  audio.load = vi.fn();
  return audio;
}

function engine() {
  const created: HTMLAudioElement[] = [];
  const media = new AudioEngine(quietElement(), vi.fn(), async () => null, Date.now, () => {
    const next = quietElement();
    created.push(next);
    return next;
  });
  return { created, media };
}

afterEach(() => vi.unstubAllGlobals());

describe('AudioEngine.prepare', () => {
  it('makes the audio graph before the first play and keeps it suspended until that play resumes it', async () => {
    const made = stubContext();
    const { created, media } = engine();
    media.prepare();
    expect(made).toHaveLength(1);
    const context = first(made);
    expect(context.suspend).toHaveBeenCalledOnce();
    context.settleSuspend();
    await Promise.resolve();

    media.load({ track: song('a'), autoplay: true });
    expect(made).toHaveLength(1);
    expect(context.resume).toHaveBeenCalledOnce();
    expect(created[0]?.play).toHaveBeenCalledOnce();
  });

  it('resumes a context whose suspend was still under way when the play came', async () => {
    const made = stubContext();
    const { media } = engine();
    media.prepare();
    const context = first(made);
    media.load({ track: song('a'), autoplay: true });
    // Still "running" while suspending: nothing to resume yet.
    expect(context.resume).not.toHaveBeenCalled();
    context.settleSuspend();
    await vi.waitFor(() => expect(context.resume).toHaveBeenCalledOnce());
    expect(context.state).toBe('running');
  });

  it('does nothing where the browser has no Web Audio', () => {
    const { created, media } = engine();
    expect(() => media.prepare()).not.toThrow();
    media.load({ track: song('a'), autoplay: true });
    expect(created).toEqual([]);
  });
});
