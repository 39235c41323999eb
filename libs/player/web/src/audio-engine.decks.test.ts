import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_FADE_SECONDS } from '@tangerine/player-machine';
import { song } from './test-support/tracks';
import { AudioEngine } from './audio-engine';
import { graphOf } from './audio-graph';
import { setRoomStreamingQuality } from './stream-quality';

/** An element whose playing state, position and readiness the test sets; its position runs with the fake clock while it plays. */
function element() {
  const audio = document.createElement('audio');
  const state = { paused: true, ended: false, currentTime: 0, duration: Number.NaN, readyState: 0, since: Date.now() };
  Object.defineProperties(audio, {
    paused: { get: () => state.paused },
    ended: { get: () => state.ended },
    currentTime: {
      get: () => (state.paused ? state.currentTime : state.currentTime + (Date.now() - state.since) / 1000),
      set: (t: number) => Object.assign(state, { currentTime: t, since: Date.now() }),
    },
    duration: { get: () => state.duration },
    readyState: { get: () => state.readyState },
  });
  audio.play = vi.fn(async () => {
    if (state.paused) Object.assign(state, { paused: false, since: Date.now() });
  });
  audio.pause = vi.fn(() => {
    if (!state.paused) Object.assign(state, { paused: true, currentTime: audio.currentTime });
  });
  audio.load = vi.fn();
  return Object.assign(audio, { state });
}
type TestElement = ReturnType<typeof element>;

function engine() {
  const main = element();
  const created: TestElement[] = [];
  const send = vi.fn();
  const media = new AudioEngine(main, send, async () => null, () => Date.now(), () => {
    const next = element();
    created.push(next);
    return next;
  });
  return { main, created, send, media };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AudioEngine decks', () => {
  it('a skip by hand starts the new item on another element and fades the audible one out quickly, never a cut', () => {
    const { main, created, media } = engine();
    media.load({ track: song('a'), autoplay: true });
    expect(main.state.paused).toBe(false);
    media.load({ track: song('b'), autoplay: true });
    const [b] = created;
    expect(b?.src).toContain('/media/b.mp3');
    expect(b?.volume).toBe(1);
    expect(main.pause).not.toHaveBeenCalled();
    vi.advanceTimersByTime((SKIP_FADE_SECONDS * 1000) / 2);
    expect(main.volume).toBeGreaterThan(0);
    expect(main.volume).toBeLessThan(1);
    vi.advanceTimersByTime(SKIP_FADE_SECONDS * 1000);
    expect(main.pause).toHaveBeenCalled();
    expect(main.getAttribute('src')).toBeNull();
    expect(media.activeElement).toBe(b);
  });

  it('a crossfade fades the incoming item in and the outgoing out on equal-power curves over the set seconds', () => {
    const { main, created, media } = engine();
    media.load({ track: song('a'), autoplay: true });
    media.load({ track: song('b'), autoplay: true, handover: { kind: 'crossfade', seconds: 4 } });
    const b = created[0] as TestElement;
    expect(b.volume).toBe(0);
    vi.advanceTimersByTime(2_000);
    // Half way: both near cos(π/4) = 0.707, the summed power near 1.
    expect(main.volume).toBeCloseTo(Math.SQRT1_2, 1);
    expect(b.volume).toBeCloseTo(Math.SQRT1_2, 1);
    expect(main.volume ** 2 + b.volume ** 2).toBeCloseTo(1, 1);
    vi.advanceTimersByTime(2_100);
    expect(b.volume).toBe(1);
    expect(main.pause).toHaveBeenCalled();
  });

  it('only the active element speaks to the machine: the outgoing one ending during a crossfade is not an end', () => {
    const { main, send, media } = engine();
    media.load({ track: song('a'), autoplay: true });
    media.load({ track: song('b'), autoplay: true, handover: { kind: 'crossfade', seconds: 4 } });
    send.mockClear();
    main.dispatchEvent(new Event('ended'));
    main.dispatchEvent(new Event('timeupdate'));
    expect(send).not.toHaveBeenCalled();
  });

  it('plays a preloaded item from its own buffered element without loading it again', () => {
    const { main, created, media } = engine();
    media.load({ track: song('a'), autoplay: true });
    media.preload({ track: song('b'), handover: 'sequential', gain: 0.5 });
    const b = created[0] as TestElement;
    expect(b.src).toContain('/media/b.mp3');
    expect(b.state.paused).toBe(true);
    main.state.ended = true;
    media.load({ track: song('b'), autoplay: true, gain: 0.5 });
    expect(b.load).toHaveBeenCalledOnce();
    expect(b.state.paused).toBe(false);
    // Without Web Audio the normalization gain (at most 1) is part of the element volume.
    expect(b.volume).toBe(0.5);
  });

  it('keeps the items it is given buffered, plays one from its buffer when loaded, and releases one no longer asked for', () => {
    const { created, media } = engine();
    media.load({ track: song('b'), autoplay: false });
    media.keepReady([song('c'), song('a')]);
    const [c, a] = created as [TestElement, TestElement];
    expect(c.src).toContain('/media/c.mp3');
    expect(a.src).toContain('/media/a.mp3');
    media.load({ track: song('c'), autoplay: false });
    expect(c.load).toHaveBeenCalledOnce();
    expect(media.activeElement).toBe(c);
    // Around c now: d and b; a is no longer asked for.
    media.keepReady([song('d'), song('b')]);
    const sources = [media.audio, ...created].map((element) => element.getAttribute('src') ?? '');
    expect(sources.filter((src) => src.includes('/media/a.mp3'))).toEqual([]);
    expect(sources.filter((src) => /\/media\/[bd]\.mp3/.test(src))).toHaveLength(2);
  });

  it('buffers a stored following song from its stored address, its signed URL long expired', () => {
    const created: TestElement[] = [];
    const media = new AudioEngine(element(), vi.fn(), async () => null, () => 2_000_000_000_000, () => {
      const next = element();
      created.push(next);
      return next;
    }, (id) => (id === 'b' ? '/offline/tracks/b/audio' : null));
    media.preload({ track: song('b', { streamUrl: '/api/v1/media/audio/b?expires=1&signature=s' }), handover: 'sequential' });
    expect(created[0]?.src).toContain('/offline/tracks/b/audio');
  });

  it('joins a gapless neighbour at the end of the current item and tells the machine it ended', () => {
    const { main, created, send, media } = engine();
    media.load({ track: song('a'), autoplay: true });
    media.preload({ track: song('b'), handover: 'gapless' });
    const b = created[0] as TestElement;
    b.state.readyState = 4;
    Object.assign(main.state, { duration: 200, currentTime: 199.7, since: Date.now() });
    main.dispatchEvent(new Event('timeupdate'));
    expect(b.state.paused).toBe(true);
    vi.advanceTimersByTime(300);
    expect(b.state.paused).toBe(false);
    expect(send).toHaveBeenCalledWith({ type: 'media.ended' });
    // The machine's load of the joined item changes nothing: it plays on.
    media.load({ track: song('b'), autoplay: true });
    expect(b.load).toHaveBeenCalledOnce();
    expect(media.activeElement).toBe(b);
  });

  it('in a room, after a seek whose music runs behind the element, joins the gapless neighbour when that music ends, not at the element’s end', () => {
    // The demo's MP3s: LAME delay 576 at 22,050 Hz, plus the decoder's 529: the music runs 50.1 ms behind the element after a seek.
    const gapless = { encoderDelay: 576, encoderPadding: 1000, sampleRate: 22_050 };
    const lag = (576 + 529) / 22_050;
    setRoomStreamingQuality('high');
    try {
      const { main, created, send, media } = engine();
      Object.defineProperty(main, 'seekable', { get: () => ({ length: 1, start: () => 0, end: () => 200 }) });
      media.load({ track: song('a', { gapless }), autoplay: true });
      Object.assign(main.state, { duration: 200, readyState: 4 });
      main.dispatchEvent(new Event('canplay'));
      media.preload({ track: song('b', { gapless }), handover: 'gapless' });
      const b = created[0] as TestElement;
      b.state.readyState = 4;
      media.seek(199);
      expect(main.currentTime).toBeCloseTo(199 + lag, 6);
      main.dispatchEvent(new Event('timeupdate'));
      // The element reaches its end (and ends) 50 ms before its music does: the next song waits for the music.
      vi.advanceTimersByTime(960);
      Object.assign(main.state, { paused: true, ended: true, currentTime: 200 });
      main.dispatchEvent(new Event('ended'));
      expect(b.state.paused).toBe(true);
      expect(send).not.toHaveBeenCalledWith({ type: 'media.ended' });
      vi.advanceTimersByTime(60);
      expect(b.state.paused).toBe(false);
      expect(send).toHaveBeenCalledWith({ type: 'media.ended' });
    } finally {
      setRoomStreamingQuality(null);
    }
  });

  it('on the audio graph, silences the current deck and opens the next at the handover time of the audio clock; a pause drops the plan', () => {
    const scheduled: Array<{ node: string; value: number; at: number }> = [];
    let nodes = 0;
    const gain = () => {
      const node = `gain-${nodes++}`;
      const param = { value: 1, cancelScheduledValues: vi.fn(), setValueCurveAtTime: vi.fn(), setValueAtTime: vi.fn((value: number, at: number) => scheduled.push({ node, value, at })) };
      return { node, gain: param, connect: vi.fn((next: unknown) => next) };
    };
    class FakeContext {
      state = 'running';
      currentTime = 50;
      destination = {};
      createGain = gain;
      createBiquadFilter = () => ({ ...gain(), frequency: { value: 0 }, Q: { value: 0 }, type: '' });
      createDelay = () => ({ delayTime: { value: 0, cancelScheduledValues: vi.fn(), setValueAtTime: vi.fn() }, connect: vi.fn((next: unknown) => next) });
      createAnalyser = () => ({ ...gain(), fftSize: 0, frequencyBinCount: 8, getByteFrequencyData: vi.fn() });
      createMediaElementSource = () => gain();
      resume = vi.fn(async () => undefined);
      close = vi.fn(async () => undefined);
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const { created, media } = engine();
    media.load({ track: song('a'), autoplay: true });
    media.preload({ track: song('b'), handover: 'gapless' });
    const [a, b] = created as [TestElement, TestElement];
    b.state.readyState = 4;
    Object.assign(a.state, { duration: 200, currentTime: 199.5 });
    a.dispatchEvent(new Event('timeupdate'));
    // Both fade gains change at clock 50 + 0.5: the current one to 0, the next one to 1.
    expect(scheduled.filter((entry) => entry.at === 50.5).map((entry) => entry.value).sort()).toEqual([0, 1]);
    media.pause();
    vi.advanceTimersByTime(1_000);
    expect(b.state.paused).toBe(true);
  });

  it('on the audio graph, a next item not ready to play at the start ahead is not played there, and at the handover the machine hears the current one ended', () => {
    const clock = { at: 50 };
    class FakeContext {
      state = 'running';
      destination = {};
      get currentTime() {
        return clock.at + Date.now() / 1000;
      }
      createGain = () => ({ gain: { value: 1, cancelScheduledValues: vi.fn(), setValueCurveAtTime: vi.fn(), setValueAtTime: vi.fn() }, connect: vi.fn((next: unknown) => next), disconnect: vi.fn() });
      createBiquadFilter = () => ({ ...this.createGain(), frequency: { value: 0 }, Q: { value: 0 }, type: '' });
      createDelay = () => ({ delayTime: { value: 0, cancelScheduledValues: vi.fn(), setValueAtTime: vi.fn() }, connect: vi.fn((next: unknown) => next) });
      // A tap that hears nothing: the next item never sounds before the handover.
      createAnalyser = () => ({ ...this.createGain(), fftSize: 8, frequencyBinCount: 8, getByteFrequencyData: vi.fn(), getFloatTimeDomainData: vi.fn() });
      createMediaElementSource = () => this.createGain();
      resume = vi.fn(async () => undefined);
      close = vi.fn(async () => undefined);
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const { created, send, media } = engine();
    media.load({ track: song('a'), autoplay: true });
    media.preload({ track: song('b'), handover: 'gapless' });
    const [a, b] = created as [TestElement, TestElement];
    // The next item's buffer is still loading (readyState 2: it could not start on time).
    b.state.readyState = 2;
    Object.assign(a.state, { duration: 200, currentTime: 199.5, since: Date.now() });
    a.dispatchEvent(new Event('timeupdate'));
    vi.advanceTimersByTime(400);
    expect(b.play).not.toHaveBeenCalled();
    Object.assign(a.state, { paused: true, ended: true, currentTime: 200 });
    a.dispatchEvent(new Event('ended'));
    expect(send).not.toHaveBeenCalledWith({ type: 'media.ended' });
    // At the handover the next item is still not ready: the machine moves on, and its load plays that item once it can.
    vi.advanceTimersByTime(200);
    expect(send).toHaveBeenCalledWith({ type: 'media.ended' });
  });

  it('routes same-origin sources through Web Audio and plays cross-origin ones on elements outside it', () => {
    const routed: HTMLMediaElement[] = [];
    const gain = () => ({ gain: { value: 1, cancelScheduledValues: vi.fn(), setValueCurveAtTime: vi.fn() }, connect: vi.fn((node: unknown) => node) });
    class FakeContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createGain = gain;
      createBiquadFilter = () => ({ ...gain(), frequency: { value: 0 }, Q: { value: 0 }, type: '' });
      createDelay = () => ({ delayTime: { value: 0, cancelScheduledValues: vi.fn() }, connect: vi.fn((node: unknown) => node) });
      createAnalyser = () => ({ ...gain(), fftSize: 0, frequencyBinCount: 8, getByteFrequencyData: vi.fn() });
      createMediaElementSource = (el: HTMLMediaElement) => {
        routed.push(el);
        return gain();
      };
      resume = vi.fn(async () => undefined);
      close = vi.fn(async () => undefined);
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const { main, created, media } = engine();
    media.load({ track: song('r', { streamUrl: 'https://radio.example/live' }), autoplay: true });
    expect(main.src).toBe('https://radio.example/live');
    expect(routed).toEqual([]);
    media.load({ track: song('a'), autoplay: true });
    expect(routed).toEqual([created[0]]);
    expect(routed).not.toContain(main);
    expect(graphOf(main)).not.toBeNull();
  });
});
