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
  /** Counts loads, so a late URL renewal for an earlier track is dropped. */
  private loads = 0;

  constructor(
    readonly audio: HTMLAudioElement,
    private readonly send: (event: MediaEvent) => void,
    private readonly renewUrl: (track: LoadMediaParams['track']) => Promise<string | null> = async () => null,
    private readonly now: () => number = Date.now,
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
      on('loadedmetadata', () => this.applyPendingSeek()),
      on('playing', () => {
        this.switching = false;
      }),
      on('canplay', () => {
        this.switching = false;
        this.applyPendingSeek();
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
    const load = ++this.loads;
    if (!track.streamUrl) {
      this.send({ type: 'media.error', message: `"${track.title}" has no audio source` });
      return;
    }
    if (!this.isExpired(track.streamUrl)) {
      this.start(track.streamUrl, autoplay);
      return;
    }
    // Signed audio addresses expire (a queue resumed the next day): ask for a new one first.
    this.switching = true;
    this.audio.pause();
    void this.renewUrl(track).then((url) => {
      if (load !== this.loads) return;
      if (url) this.start(url, autoplay);
      else this.send({ type: 'media.error', message: `The audio address of "${track.title}" expired and could not be renewed` });
    });
  }

  private applyPendingSeek(): void {
    if (this.pendingSeek === null) return;
    this.audio.currentTime = this.pendingSeek;
    this.pendingSeek = null;
  }

  private start(url: string, autoplay: boolean): void {
    this.switching = true;
    this.audio.src = url;
    this.audio.load();
    if (autoplay) this.play();
  }

  /** Whether a signed URL's `expires` (seconds) is past or within a minute. */
  private isExpired(url: string): boolean {
    const match = /[?&]expires=(\d+)/.exec(url);
    return match !== null && Number(match[1]) * 1000 < this.now() + 60_000;
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
    if (this.audio.readyState === 0 || this.switching) {
      this.pendingSeek = time;
      return;
    }
    this.audio.currentTime = time;
  }

  /** product §4: muting sets the element volume to 0; the machine remembers the listener's volume. */
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
