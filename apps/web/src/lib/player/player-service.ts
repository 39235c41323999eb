import { createActor, type Actor } from 'xstate';
import { playerMachine, type PlayerMachine } from '@tangerine/player-machine';
import type { KeyValueStorage, SessionStore } from '@tangerine/session';
import type { Backend } from '../backend';
import { AudioEngine } from './audio-engine';
import { AudioAnalyser } from './audio-analyser';
import { loadPlayerState, savePlayerState } from './persistence';

export interface PlayerService {
  actor: Actor<PlayerMachine>;
  engine: AudioEngine;
  analyser: AudioAnalyser;
  dispose(): void;
}

export interface PlayerServiceOptions {
  audio: HTMLAudioElement;
  storage: KeyValueStorage;
  session: SessionStore;
  backend: Pick<Backend, 'reportPlay' | 'heartbeat' | 'stopActivity' | 'freshStreamUrl'>;
  random?: () => number;
}

/** The app-wide player: one actor whose media effects drive one `<audio>` element (SPEC §4). */
export function createPlayerService({ audio, storage, session, backend, random }: PlayerServiceOptions): PlayerService {
  let actor: Actor<PlayerMachine> | null = null;
  const engine = new AudioEngine(audio, (event) => actor?.send(event), (track) => backend.freshStreamUrl(track));

  const machine = playerMachine.provide({
    actions: {
      loadMedia: (_, params) => engine.load(params),
      playMedia: () => engine.play(),
      pauseMedia: () => engine.pause(),
      seekMedia: (_, { time }) => engine.seek(time),
      applyVolume: (_, { volume }) => engine.setVolume(volume),
      reportPlay: (_, { track }) => void backend.reportPlay(track),
      sendHeartbeat: (_, { deviceId, payload }) => void backend.heartbeat(deviceId, payload),
      sendStopActivity: (_, { deviceId }) => void backend.stopActivity(deviceId),
      logError: (_, { message }) => console.error(`Player: ${message}`),
      persistState: (_, { state }) => savePlayerState(storage, state),
    },
  });

  actor = createActor(machine, {
    input: { deviceId: session.getDeviceId(), restored: loadPlayerState(storage), ...(random ? { random } : {}) },
  });
  // Heartbeats follow the session: a new activation brings a device id, logout takes it away.
  const unsubscribe = session.subscribe(() => {
    const deviceId = session.getSnapshot().isActivated ? session.getDeviceId() : null;
    if (actor?.getSnapshot().context.deviceId !== deviceId) actor?.send({ type: 'device.set', deviceId });
  });
  actor.start();

  const analyser = new AudioAnalyser(audio);
  return {
    actor,
    engine,
    analyser,
    dispose() {
      unsubscribe();
      actor?.stop();
      engine.dispose();
      analyser.dispose();
    },
  };
}
