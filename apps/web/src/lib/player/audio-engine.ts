import type { LoadMediaParams } from '@tangerine/player-machine';

type MediaEvent =
  | { type: 'media.timeUpdate'; currentTime: number }
  | { type: 'media.durationChange'; duration: number }
  | { type: 'media.ended' }
  | { type: 'media.error'; message: string }
  | { type: 'playback.play' }
  | { type: 'playback.pause' };

/**
 * The one `<audio>` element behind the player machine's media actions. Element events go back to
 * the machine as `media.*` events; play/pause from outside the app (headset keys, the OS) as
 * `playback.*` so the machine stays the truth.
 */
export class AudioEngine {
  private pendingSeek: number | null = null;
  /** True while a new source loads: the element's own pause/play events are not the listener's. */
  private switching = false;
  private readonly detach: () => void;

  constructor(
    readonly audio: HTMLAudioElement,
    private readonly send: (event: MediaEvent) => void,
  ) {
    audio.preload = 'auto';
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, handler: () => void) => {
      audio.addEventListener(type, handler);
      return () => audio.removeEventListener(type, handler);
    };
    const off = [
      on('timeupdate', () => this.send({ type: 'media.timeUpdate', currentTime: audio.currentTime })),
      on('durationchange', () => {
        if (Number.isFinite(audio.duration)) this.send({ type: 'media.durationChange', duration: audio.duration });
      }),
      on('loadedmetadata', () => {
        if (this.pendingSeek !== null) {
          audio.currentTime = this.pendingSeek;
          this.pendingSeek = null;
        }
      }),
      on('playing', () => {
        this.switching = false;
      }),
      on('canplay', () => {
        this.switching = false;
      }),
      on('ended', () => this.send({ type: 'media.ended' })),
      on('error', () => {
        this.switching = false;
        const error = audio.error;
        this.send({ type: 'media.error', message: `Playback failed: ${error?.message || `media error ${error?.code ?? 'unknown'}`}` });
      }),
      on('pause', () => {
        if (!this.switching && !audio.ended) this.send({ type: 'playback.pause' });
      }),
      on('play', () => {
        if (!this.switching) this.send({ type: 'playback.play' });
      }),
    ];
    this.detach = () => off.forEach((remove) => remove());
  }

  load({ track, autoplay }: LoadMediaParams): void {
    this.pendingSeek = null;
    if (!track.streamUrl) {
      this.send({ type: 'media.error', message: `"${track.title}" has no audio source` });
      return;
    }
    this.switching = true;
    this.audio.src = track.streamUrl;
    this.audio.load();
    if (autoplay) this.play();
  }

  play(): void {
    let result: Promise<void> | undefined;
    try {
      result = this.audio.play();
    } catch (error) {
      this.failPlay(error);
      return;
    }
    result?.catch((error: unknown) => this.failPlay(error));
  }

  pause(): void {
    this.audio.pause();
  }

  seek(time: number): void {
    if (this.audio.readyState === 0) {
      this.pendingSeek = time;
      return;
    }
    this.audio.currentTime = time;
  }

  /** SPEC §4: muting sets the element volume to 0; the machine remembers the listener's volume. */
  setVolume(volume: number): void {
    this.audio.volume = Math.min(1, Math.max(0, volume));
  }

  dispose(): void {
    this.detach();
    this.audio.pause();
  }

  private failPlay(error: unknown): void {
    // A newer load or pause interrupted this play: nothing went wrong.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    this.switching = false;
    console.error('Playback could not start', error);
    // The browser refused (autoplay policy) or the source failed: show the truth, paused.
    this.send({ type: 'playback.pause' });
  }
}
