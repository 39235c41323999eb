import { describe, expect, it, vi } from 'vitest';
import type { PlayerTrack } from '@tangerine/player-machine';
import { fakeAudio } from './test-support/fake-audio';
import { song } from './test-support/tracks';
import { AudioEngine } from './audio-engine';
import { offsetSource } from './offset-seek';
import { setRoomStreamingQuality } from './stream-quality';

const NOW = 1_800_000_000_000;
const STREAM = `/api/v1/media/audio/42?expires=${NOW / 1000 + 3600}&signature=sig&quality=normal`;

/** An element that has loaded `seekableUntil` seconds of its source (a transcode sent as it is made has no more). */
function loadedAudio(seekableUntil: number) {
  const audio = fakeAudio();
  let time = 0;
  let until = seekableUntil;
  let paused = true;
  Object.defineProperty(audio, 'readyState', { get: () => 4 });
  Object.defineProperty(audio, 'paused', { get: () => paused });
  Object.defineProperty(audio, 'seekable', { get: () => ({ length: 1, start: () => 0, end: () => until }) });
  Object.defineProperty(audio, 'currentTime', { get: () => time, set: (value: number) => void (time = value) });
  return { audio, setSeekable: (seconds: number) => void (until = seconds), setTime: (seconds: number) => void (time = seconds), setPlaying: () => void (paused = false) };
}

function playing(seekableUntil: number, streamUrl = STREAM, gapless?: PlayerTrack['gapless']) {
  const { audio, setSeekable, setTime, setPlaying } = loadedAudio(seekableUntil);
  const send = vi.fn();
  const media = new AudioEngine(audio, send, async () => null, () => NOW);
  media.load({ track: song('a', { streamUrl, duration: 240, ...(gapless ? { gapless } : {}) }), autoplay: true });
  setPlaying();
  audio.dispatchEvent(new Event('playing'));
  return { audio, send, media, setSeekable, setTime };
}

describe('seeking in a stream transcoded as it is sent', () => {
  it('asks the server for the stream from the time (offset=) when the element cannot seek there, and keeps the item\'s true times', () => {
    const { audio, send, media, setTime } = playing(8);
    vi.mocked(audio.play).mockClear();
    media.seek(120);
    expect(audio.src).toContain('/api/v1/media/audio/42?expires=');
    expect(audio.src).toContain('&signature=sig&quality=normal&offset=120');
    expect(audio.load).toHaveBeenCalled();
    expect(audio.play).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({ type: 'media.timeUpdate', currentTime: 120 });
    // The element counts from the offset; the machine hears the item's own time and length.
    setTime(2.5);
    audio.dispatchEvent(new Event('timeupdate'));
    expect(send).toHaveBeenLastCalledWith({ type: 'media.timeUpdate', currentTime: 122.5 });
    Object.defineProperty(audio, 'duration', { get: () => 120, configurable: true });
    audio.dispatchEvent(new Event('durationchange'));
    expect(send).toHaveBeenLastCalledWith({ type: 'media.durationChange', duration: 240 });
  });

  it('seeks in place within what is loaded, also after an offset, and back to the start drops the offset', () => {
    const { audio, media, setSeekable } = playing(8);
    media.seek(5);
    expect(audio.currentTime).toBe(5);
    expect(audio.src).not.toContain('offset=');
    media.seek(100);
    // The stream from 100 s plays and has 10 s of its own.
    audio.dispatchEvent(new Event('playing'));
    setSeekable(10);
    media.seek(106);
    expect(audio.src).toContain('offset=100');
    expect(audio.currentTime).toBe(6);
    media.seek(0);
    expect(audio.src).not.toContain('offset=');
  });

  it('tells a room whether the loaded item can be sought anywhere in its own file (byte ranges), not when only a transcode’s first part is', () => {
    const whole = playing(240);
    Object.defineProperty(whole.audio, 'duration', { get: () => 240, configurable: true });
    expect(whole.media.seekableWhole('a')).toBe(true);
    expect(whole.media.seekableWhole('b')).toBe(false);
    const sent = playing(8);
    Object.defineProperty(sent.audio, 'duration', { get: () => 240, configurable: true });
    expect(sent.media.seekableWhole('a')).toBe(false);
    // Asked for again from an offset, it counts from there: not its whole file.
    whole.media.seek(0);
    whole.setSeekable(1);
    whole.media.seek(120);
    expect(whole.media.seekableWhole('a')).toBe(false);
  });

  it('tells a room where the heard item is, counting the offset, and nothing while the new stream loads', () => {
    const { audio, media, setTime } = playing(8);
    setTime(3);
    expect(media.heardPosition()).toEqual({ trackId: 'a', seconds: 3 });
    media.seek(120);
    // The stream from 120 s is loading: no position to correct from.
    expect(media.heardPosition()).toBeNull();
    audio.dispatchEvent(new Event('playing'));
    setTime(2.5);
    expect(media.heardPosition()).toEqual({ trackId: 'a', seconds: 122.5 });
    media.nudgeRate(1.02);
    expect(audio.playbackRate).toBeCloseTo(1.02);
  });

  it('in a room, seeks an MP3 with gapless fields past the time by its delay, and hears the music\'s own time', () => {
    // The demo's MP3s: LAME delay 576 at 22,050 Hz, plus the decoder's 529: 50.1 ms.
    const gapless = { encoderDelay: 576, encoderPadding: 1000, sampleRate: 22_050 };
    const lag = (576 + 529) / 22_050;
    setRoomStreamingQuality('high');
    try {
      const { audio, media } = playing(240, STREAM, gapless);
      media.seek(5);
      expect(audio.currentTime).toBeCloseTo(5 + lag, 6);
      expect(media.heardPosition()?.seconds).toBeCloseTo(5, 6);
      // Within the delay the element's seek is exact (the start of a song after a skip).
      media.seek(0.04);
      expect(audio.currentTime).toBe(0.04);
      expect(media.heardPosition()?.seconds).toBeCloseTo(0.04, 6);
    } finally {
      setRoomStreamingQuality(null);
    }
    // Alone, or without gapless fields, a seek is the element's own.
    const alone = playing(240, STREAM, gapless);
    alone.media.seek(5);
    expect(alone.audio.currentTime).toBe(5);
    setRoomStreamingQuality('high');
    try {
      const plain = playing(240);
      plain.media.seek(5);
      expect(plain.audio.currentTime).toBe(5);
    } finally {
      setRoomStreamingQuality(null);
    }
  });

  it('in a room, seeks a frame less far past the middle of an MP3, where Chromium times the frame it seeks to one frame early', () => {
    // 9,000 frames of 576 samples at 22,050 Hz (235.0 s of music): the middle is at frame 4,500 (117.6 s).
    const gapless = { encoderDelay: 576, encoderPadding: 1000, sampleRate: 22_050 };
    const lag = (576 + 529) / 22_050;
    const frame = 576 / 22_050;
    setRoomStreamingQuality('high');
    try {
      const { audio, media } = playing(240, STREAM, gapless);
      Object.defineProperty(audio, 'duration', { get: () => (9000 * 576 - 576 - 1000) / 22_050 });
      media.seek(100);
      expect(audio.currentTime).toBeCloseTo(100 + lag, 6);
      media.seek(200);
      expect(audio.currentTime).toBeCloseTo(200 + lag - frame, 6);
      expect(media.heardPosition()?.seconds).toBeCloseTo(200, 6);
    } finally {
      setRoomStreamingQuality(null);
    }
  });

  it('never adds an offset to another server\'s address', () => {
    const { audio, media } = playing(8, 'https://radio.example/stream.mp3');
    media.seek(120);
    expect(audio.src).toBe('https://radio.example/stream.mp3');
    expect(audio.currentTime).toBe(120);
  });

  it('builds the address: one offset, rounded to the millisecond', () => {
    expect(offsetSource('/api/v1/media/audio/1?expires=1&signature=s&offset=10', 20.12345)).toBe('/api/v1/media/audio/1?expires=1&signature=s&offset=20.123');
    expect(offsetSource('/api/v1/media/audio/1?offset=10', 0)).toBe('/api/v1/media/audio/1');
    expect(offsetSource('/offline/audio/1', 5)).toBeNull();
  });
});
