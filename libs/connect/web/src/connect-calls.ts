import { unwrap, unwrapOptional, type ApiClient, type components } from '@tangerine/api';
import type { RemoteCommand, RemoteDevice, RemotePlayerState } from '@tangerine/connect-machine';

type Schemas = components['schemas'];
export type PlayQueueAnswer = Schemas['PlayQueue'];

export const toRemoteState = (s: Schemas['ConnectPlayerState']): RemotePlayerState => ({
  trackId: s.track_id,
  title: s.title,
  artist: s.artist,
  artworkUrl: s.artwork_url ?? null,
  durationMs: s.duration_ms,
  positionMs: s.position_ms,
  playing: s.playing,
  volume: s.volume,
  shuffle: s.shuffle,
  repeat: s.repeat,
  queueVersion: s.queue_version,
  at: Date.parse(s.at),
});

const fromRemoteState = (s: RemotePlayerState): Schemas['ConnectPlayerState'] => ({
  track_id: s.trackId,
  title: s.title.slice(0, 300),
  artist: s.artist.slice(0, 300),
  artwork_url: s.artworkUrl && s.artworkUrl.length <= 1000 ? s.artworkUrl : null,
  duration_ms: Math.round(s.durationMs),
  position_ms: Math.round(s.positionMs),
  playing: s.playing,
  volume: s.volume,
  shuffle: s.shuffle,
  repeat: s.repeat,
  queue_version: s.queueVersion,
  at: new Date(s.at).toISOString(),
});

function toWireCommand(command: RemoteCommand): Schemas['DeviceCommand'] {
  switch (command.type) {
    case 'seek':
      return { type: 'seek', position_ms: command.positionMs };
    case 'queue':
      return { type: 'queue', track_ids: command.trackIds, current_index: command.currentIndex, queue_version: command.queueVersion };
    case 'transfer':
      return { type: 'transfer', to_device_id: command.toDeviceId };
    case 'resume':
      return { type: 'resume', position_ms: Math.round(command.positionMs), playing: command.playing };
    default:
      return command;
  }
}

/** A command as the channel delivers it, or null when it is not one this app knows. */
export function fromWireCommand(data: Record<string, unknown>): RemoteCommand | null {
  const type = data['type'];
  const number = (key: string) => (typeof data[key] === 'number' ? (data[key] as number) : 0);
  switch (type) {
    case 'play':
    case 'pause':
    case 'next':
    case 'previous':
      return { type };
    case 'seek':
      return { type, positionMs: number('position_ms') };
    case 'volume':
      return { type, volume: number('volume') };
    case 'shuffle':
      return { type, shuffle: data['shuffle'] === true };
    case 'repeat':
      return { type, repeat: data['repeat'] === 'all' || data['repeat'] === 'one' ? data['repeat'] : 'off' };
    case 'queue':
      return { type, trackIds: Array.isArray(data['track_ids']) ? (data['track_ids'] as string[]) : [], currentIndex: number('current_index'), queueVersion: number('queue_version') };
    case 'transfer':
      return typeof data['to_device_id'] === 'string' ? { type, toDeviceId: data['to_device_id'] } : null;
    case 'resume':
      return { type, positionMs: number('position_ms'), playing: data['playing'] === true };
    default:
      return null;
  }
}

/** The Connect calls of the contract, on the quiet client (failures are the machine's to handle, not toasts). */
export function createConnectCalls(api: () => ApiClient) {
  return {
    /** The channel's byte stream; ends when the server ends it or `signal` aborts. */
    async openChannel(signal: AbortSignal): Promise<{ status: number; body: ReadableStream<Uint8Array> | null }> {
      const { response } = await api().quiet.POST('/api/v1/connect/events', { signal, parseAs: 'stream' });
      return { status: response.status, body: response.ok ? response.body : null };
    },
    async devices(): Promise<RemoteDevice[]> {
      const list = unwrap(await api().quiet.GET('/api/v1/connect/devices'));
      if (!list) return [];
      return list.devices.map((d) => ({ deviceId: d.device_id, name: d.name, thisDevice: d.this_device, state: d.state ? toRemoteState(d.state) : null }));
    },
    /** Resolves with the queue version the server saved a queue edit as (undefined for other commands). */
    async send(deviceId: string, command: RemoteCommand): Promise<number | undefined> {
      // A refusal throws its ApiError: status and code (404 not_found, 409 device_offline or stale_queue).
      return unwrapOptional(await api().quiet.POST('/api/v1/connect/devices/{deviceId}/commands', { params: { path: { deviceId } }, body: toWireCommand(command) }))?.queue_version;
    },
    async reportState(state: RemotePlayerState | null): Promise<void> {
      await api().quiet.PUT('/api/v1/connect/state', { body: { state: state ? fromRemoteState(state) : null } });
    },
    async queue(): Promise<PlayQueueAnswer> {
      const queue = unwrap(await api().quiet.GET('/api/v1/play-queue'));
      if (!queue) throw new Error('The play queue answer had no body.');
      return queue;
    },
    /** `keepalive` lets the save outlive the page (pagehide); 'stale': another device edited the queue since `based_on_version`. */
    async saveQueue(body: Schemas['PlayQueueSave'], keepalive = false): Promise<PlayQueueAnswer | 'stale' | null> {
      const { data, error } = await api().quiet.PUT('/api/v1/play-queue', { body, ...(keepalive ? { keepalive: true } : {}) });
      if (error && 'code' in error && error.code === 'stale_queue') return 'stale';
      return data ?? null;
    },
  };
}

export type ConnectCalls = ReturnType<typeof createConnectCalls>;
