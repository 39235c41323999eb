import { vi } from 'vitest';

/** An <audio> element whose media methods are spies (jsdom does not implement them). */
export function fakeAudio(): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.play = vi.fn(async () => undefined);
  audio.pause = vi.fn();
  audio.load = vi.fn();
  return audio;
}
