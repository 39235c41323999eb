import type { EventFrom } from 'xstate';
import type { Track } from '@tangerine/api';
import type { PlayerMachine, PlayerSnapshot, PlayerTrack, StreamingQuality } from '@tangerine/player-machine';
import type { LatencySource } from './output-latency';

/** What a room uses of this device's player; the app hands in its player (libs/player/web's handle, with its audio graph). */
export interface RoomPlayer {
  actor: { send(event: EventFrom<PlayerMachine>): void; getSnapshot(): PlayerSnapshot };
  /** Which track the listener hears and where (ms), or null while that is not steady (a source loading, a seek, a pause). */
  heardPosition(): { trackId: string | null; ms: number } | null;
  /** Whether the loaded song `trackId` can be sought anywhere in its own file (sent with byte ranges), without a new stream. */
  seekableWhole?(trackId: string): boolean;
  /** A drift nudge on the element the listener hears (1: the normal rate). */
  nudgeRate(factor: number): void;
  /** The AudioContext the audio plays through, when it has one: its output latency counts in sync. */
  audioContext(): LatencySource | null | undefined;
  /** Starts the audio output, silent, where it waits for a first play: its output latency is known before the room's start is planned (a reload). */
  wakeAudio?(): void;
  /** Keeps these queue items buffered (the room's songs before and after the current one), where the player can. */
  keepReady?(tracks: PlayerTrack[]): void;
  /** The player's room-quality port: songs stream at this quality instead of the device's own; null gives the device's back. */
  setStreamingQuality(quality: StreamingQuality | null): void;
}

/** A catalogue track as a queue item, or null (the player's browser half's `trackToPlayerItem`). */
export type ToPlayerTrack = (track: Track) => PlayerTrack | null;
