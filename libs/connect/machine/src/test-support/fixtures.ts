import type { RemoteDevice, RemotePlayerState } from '../remote-types.js';

export const THIS = 'web-this';
export const KITCHEN = 'web-kitchen';
export const PHONE = 'web-phone';

export function playing(overrides: Partial<RemotePlayerState> = {}): RemotePlayerState {
  return { trackId: '7', title: 'Neon Rain', artist: 'Nova Lights', artworkUrl: null, durationMs: 214_000, positionMs: 42_000, playing: true, volume: 0.8, shuffle: false, repeat: 'off', queueVersion: 3, at: 1_000, ...overrides };
}

export const device = (deviceId: string, state: RemotePlayerState | null = null): RemoteDevice => ({ deviceId, name: deviceId === THIS ? 'Chrome on Linux' : `Device ${deviceId}`, thisDevice: deviceId === THIS, state });
