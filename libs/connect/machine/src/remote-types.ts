/** What the remote-control machine knows of devices, states and commands (the app maps the API's shapes). */

export type RepeatMode = 'off' | 'all' | 'one';

/** What a device's player shows; `positionMs` was measured at `at` (epoch ms). */
export interface RemotePlayerState {
  trackId: string;
  title: string;
  artist: string;
  artworkUrl: string | null;
  durationMs: number;
  positionMs: number;
  playing: boolean;
  volume: number;
  shuffle: boolean;
  repeat: RepeatMode;
  queueVersion: number;
  at: number;
}

export interface RemoteDevice {
  deviceId: string;
  name: string;
  thisDevice: boolean;
  state: RemotePlayerState | null;
}

/** A command one device sends another (the contract's DeviceCommand). */
export type RemoteCommand =
  | { type: 'play' | 'pause' | 'next' | 'previous' }
  | { type: 'seek'; positionMs: number }
  | { type: 'volume'; volume: number }
  | { type: 'shuffle'; shuffle: boolean }
  | { type: 'repeat'; repeat: RepeatMode }
  | { type: 'queue'; trackIds: string[]; currentIndex: number; queueVersion: number }
  /** To the playing device: hand playback to `toDeviceId`. */
  | { type: 'transfer'; toDeviceId: string }
  /** To the device taking over: play the saved queue from `positionMs`. */
  | { type: 'resume'; positionMs: number; playing: boolean };

/** Why a command was refused, as the server said (404 not_found, 409 device_offline or stale_queue). */
export type CommandRejection = 'not_found' | 'device_offline' | 'stale_queue' | 'other';

export interface RemoteInput {
  thisDeviceId: string;
}

export interface RemoteContext {
  thisDeviceId: string;
  devices: RemoteDevice[];
  /** The device this one controls while it is a remote. */
  targetId: string | null;
  /** The target's name as last listed: still known once it has left the list (a lost target). */
  targetName: string | null;
  /** The target's last state (updated optimistically by this device's own commands). */
  remoteState: RemotePlayerState | null;
  /** Reconnection attempts since the channel was lost. */
  attempts: number;
  /** Last conflict or failure a listener should hear about, or null. */
  notice: RemoteNotice | null;
}

export type RemoteNotice = 'queueChanged' | 'handoverFailed' | 'targetLost' | 'commandFailed';

export type RemoteEvent =
  | { type: 'channel.opened' }
  | { type: 'channel.lost' }
  | { type: 'channel.revoked' }
  | { type: 'devices.updated'; devices: RemoteDevice[] }
  | { type: 'state.received'; deviceId: string; state: RemotePlayerState | null }
  | { type: 'command.received'; command: RemoteCommand; fromDeviceId: string }
  | { type: 'command.rejected'; reason: CommandRejection }
  /** The server took this device's queue edit and saved it as `queueVersion`. */
  | { type: 'command.accepted'; queueVersion: number }
  /** The listener picks a device in the Devices list (this one included). */
  /** `localActive`: this device has something to hand over (else a device that plays is taken under control). */
  | { type: 'devices.playOn'; deviceId: string; localActive: boolean }
  | { type: 'devices.playHere' }
  /** Stop following the target without taking its playback: this device plays on its own (it joined a room). */
  | { type: 'devices.release' }
  | { type: 'control.togglePlay' }
  | { type: 'control.next' }
  | { type: 'control.previous' }
  | { type: 'control.seek'; positionMs: number }
  | { type: 'control.volume'; volume: number }
  | { type: 'control.shuffle' }
  | { type: 'control.repeat' }
  /** A queue edit; `queueVersion` is the version of the queue the listener saw (else the target's last reported one). */
  | { type: 'control.queue'; trackIds: string[]; currentIndex: number; queueVersion?: number }
  | { type: 'notice.dismiss' };

/** Timers: delayed internal events, cancelled when their state is left. */
export type RemoteTimerEvent = { type: 'timer.reconnect' } | { type: 'timer.handover' } | { type: 'timer.claim' };

export type RemoteTag = 'local' | 'remote' | 'handingOver' | 'targetLost' | 'connected' | 'reconnecting' | 'revoked';

export interface SendCommandParams {
  deviceId: string;
  command: RemoteCommand;
}
export interface ApplyCommandParams {
  command: RemoteCommand;
}
export interface ResumeHereParams {
  positionMs: number;
  playing: boolean;
  /** When `positionMs` was measured (epoch ms), if it was not just now: a playing track has moved on since. */
  at?: number;
}
