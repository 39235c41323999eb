import { describe, expect, it, vi } from 'vitest';
import { fakeAudio } from './test-support/fake-audio';
import { song } from './test-support/tracks';
import { AudioEngine } from './audio-engine';

const NOW = 1_800_000_000_000;

function engine(renew = vi.fn(async () => '/media/fresh.mp3' as string | null)) {
  const audio = fakeAudio();
  const send = vi.fn();
  return { audio, send, renew, engine: new AudioEngine(audio, send, renew, () => NOW) };
}

describe('AudioEngine', () => {
  it('loads and plays the stream URL', () => {
    const { audio, engine: media } = engine();
    media.load({ track: song('a'), autoplay: true });
    expect(audio.src).toContain('/media/a.mp3');
    expect(audio.play).toHaveBeenCalledOnce();
  });

  it('plays an episode at its speed with the pitch kept, and the next song at 1×', () => {
    const { audio, engine: media } = engine();
    media.load({ track: song('e1', { kind: 'episode', podcastId: 'p' }), autoplay: true, rate: 1.5 });
    expect(audio).toMatchObject({ playbackRate: 1.5, defaultPlaybackRate: 1.5, preservesPitch: true });
    media.setPlaybackRate(2);
    expect(audio.playbackRate).toBe(2);
    media.load({ track: song('a'), autoplay: true });
    expect(audio).toMatchObject({ playbackRate: 1, defaultPlaybackRate: 1 });
  });

  it('resamples a room’s nudge of a song (its pitch not kept, so its sound moves with its time) and keeps the pitch again at 1×', () => {
    const { audio, engine: media } = engine();
    media.load({ track: song('a'), autoplay: true });
    media.nudgeRate(1.0008);
    expect(audio).toMatchObject({ playbackRate: 1.0008, preservesPitch: false });
    media.nudgeRate(1);
    expect(audio).toMatchObject({ playbackRate: 1, preservesPitch: true });
    // An episode at the listener's speed keeps its pitch under a nudge.
    media.load({ track: song('e1', { kind: 'episode', podcastId: 'p' }), autoplay: true, rate: 1.5 });
    media.nudgeRate(1.0008);
    expect(audio.preservesPitch).toBe(true);
  });

  it('renews an expired signed URL before loading it', async () => {
    const { audio, renew, engine: media } = engine();
    const expired = `/api/v1/media/audio/x?expires=${NOW / 1000 - 10}&signature=s`;
    media.load({ track: song('a', { streamUrl: expired }), autoplay: true });
    expect(audio.play).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(audio.src).toContain('/media/fresh.mp3'));
    expect(renew).toHaveBeenCalledOnce();
    expect(audio.play).toHaveBeenCalledOnce();
  });

  it('keeps a URL that is still valid', () => {
    const { audio, renew, engine: media } = engine();
    media.load({ track: song('a', { streamUrl: `/m?expires=${NOW / 1000 + 3600}&signature=s` }), autoplay: false });
    expect(renew).not.toHaveBeenCalled();
    expect(audio.src).toContain(`expires=${NOW / 1000 + 3600}`);
    expect(audio.play).not.toHaveBeenCalled();
  });

  it('reports a track without audio, and a renewal that fails, as media errors', async () => {
    const { send, engine: media } = engine(vi.fn(async () => null));
    media.load({ track: song('a', { streamUrl: null }), autoplay: true });
    expect(send).toHaveBeenCalledWith({ type: 'media.error', message: '"Song a" has no audio source' });
    media.load({ track: song('b', { streamUrl: `/m?expires=1&signature=s` }), autoplay: true });
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'media.error', message: expect.stringContaining('expired') })));
  });

  it('turns element events into media events, and a refused play into a pause', async () => {
    const { audio, send, engine: media } = engine();
    audio.dispatchEvent(new Event('ended'));
    expect(send).toHaveBeenCalledWith({ type: 'media.ended' });
    audio.play = vi.fn(async () => {
      throw new DOMException('blocked', 'NotAllowedError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    media.play();
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'playback.pause' }));
  });

  it('sends a pause or play of the element only while it still holds: a pause and a play at once do not echo back and forth', () => {
    const { audio, send, engine: media } = engine();
    let paused = false;
    Object.defineProperty(audio, 'paused', { get: () => paused });
    audio.play = vi.fn(async () => {
      paused = false;
    });
    audio.pause = vi.fn(() => {
      paused = true;
    });
    media.pause();
    media.play();
    // The browser fires both events after the calls, in their order.
    audio.dispatchEvent(new Event('pause'));
    audio.dispatchEvent(new Event('play'));
    expect(send).not.toHaveBeenCalledWith({ type: 'playback.pause' });
    send.mockClear();
    media.play();
    media.pause();
    audio.dispatchEvent(new Event('play'));
    audio.dispatchEvent(new Event('pause'));
    expect(send).not.toHaveBeenCalledWith({ type: 'playback.play' });
    // A pause from outside (headset keys, the OS) still reaches the machine.
    send.mockClear();
    paused = false;
    audio.pause();
    audio.dispatchEvent(new Event('pause'));
    expect(send).toHaveBeenCalledWith({ type: 'playback.pause' });
  });

  it('ignores a play interrupted by a newer load', async () => {
    const { audio, send, engine: media } = engine();
    audio.play = vi.fn(async () => {
      throw new DOMException('interrupted', 'AbortError');
    });
    media.play();
    await Promise.resolve();
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
  });

  it('sets the element volume (0 while muted comes from the machine)', () => {
    const { audio, engine: media } = engine();
    media.setVolume(0.25);
    expect(audio.volume).toBe(0.25);
    media.setVolume(0);
    expect(audio.volume).toBe(0);
  });

  it('plays a song stored on this device from its stored address, even once its signed URL expired', () => {
    const audio = fakeAudio();
    const renew = vi.fn(async () => '/media/fresh.mp3' as string | null);
    const stored = (id: string) => (id === 'a' ? '/offline/tracks/a/audio' : null);
    const media = new AudioEngine(audio, vi.fn(), renew, () => NOW, fakeAudio, stored);
    media.load({ track: song('a', { streamUrl: `/api/v1/media/audio/a?expires=${NOW / 1000 - 10}&signature=s` }), autoplay: true });
    expect(audio.src).toContain('/offline/tracks/a/audio');
    expect(renew).not.toHaveBeenCalled();
    expect(audio.play).toHaveBeenCalledOnce();
    // Only songs are stored: an episode with the same id plays from its own address.
    media.load({ track: song('a', { kind: 'episode', streamUrl: '/media/episode-a.mp3' }), autoplay: true });
    expect(audio.src).toContain('/media/episode-a.mp3');
    // A song not stored keeps its signed address.
    media.load({ track: song('b'), autoplay: true });
    expect(audio.src).toContain('/media/b.mp3');
  });
});
