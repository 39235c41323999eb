import { isApiError } from '@tangerine/api';
import { createActor, type Actor } from 'xstate';
import { selectCurrentTrack, selectIsPlaying } from '@tangerine/player-machine';
import { positionAt, remoteControlMachine, type RemoteControlMachine } from '@tangerine/connect-machine';
import { fromWireCommand, toRemoteState, type ConnectCalls, type PlayQueueAnswer } from './connect-calls';
import type { ChannelHandlers } from './channel';
import { connectLink, type ConnectLink } from './connect-link';
import { applySavedQueue, applyToPlayer, playSavedQueue, queueBody, queueKey, stateKey, stateOf } from './player-bridge';
import type { ConnectPlayer, ToPlayerTrack } from './player-port';

/** While playing, the queue and position are saved this often (and at once on pause, track change, pagehide). */
export const QUEUE_SAVE_MS = 5000;
/** While playing, the position is reported to remotes this often (they move it on between reports). */
export const STATE_REPORT_MS = 5000;

export interface ContinueOffer {
  title: string;
  deviceName: string;
}

export interface ConnectService {
  actor: Actor<RemoteControlMachine>;
  /** "Continue listening: <track> from <device>", for a device that starts with nothing to play. */
  offer(): ContinueOffer | null;
  subscribeOffer(listener: () => void): () => void;
  acceptOffer(): void;
  dismissOffer(): void;
  /** Calls `listener` when a remote's view of the target's queue must be read again (its edit lost to another). */
  subscribeQueue(listener: () => void): () => void;
  dispose(): void;
}

export interface ConnectServiceOptions {
  player: ConnectPlayer;
  /** Saved queues hold catalogue tracks; the player's browser half makes queue items of them. */
  toPlayerTrack: ToPlayerTrack;
  calls: ConnectCalls;
  thisDeviceId: string;
  /** The channel Connect's light start opened (connect-start.ts); without it the service opens its own. */
  link?: ConnectLink;
  /** The saved queue that start already read, for the "Continue listening" offer. */
  savedQueue?: Promise<PlayQueueAnswer | null>;
}

/** Connect for this tab: the remote-control actor, its channel, state reports and the saved queue (product §4). */
export function createConnectService({ player, toPlayerTrack, calls, thisDeviceId, link: startedLink, savedQueue }: ConnectServiceOptions): ConnectService {
  const link = startedLink ?? connectLink(calls);
  let queueVersion = 0;
  let saved: PlayQueueAnswer | null = null;
  let offer: ContinueOffer | null = null;
  const offerListeners = new Set<() => void>();
  const queueListeners = new Set<() => void>();
  const setOffer = (next: ContinueOffer | null) => {
    offer = next;
    offerListeners.forEach((listener) => listener());
  };

  const refreshDevices = () => {
    calls
      .devices()
      .then((devices) => {
        actor.send({ type: 'devices.updated', devices });
        // Nothing plays here and another device plays: this one shows it and controls it.
        const playing = devices.find((d) => !d.thisDevice && d.state?.playing);
        if (playing && !selectCurrentTrack(player.actor.getSnapshot()) && actor.getSnapshot().hasTag('local')) actor.send({ type: 'devices.playOn', deviceId: playing.deviceId, localActive: false });
      })
      .catch(() => undefined);
  };
  const send = (deviceId: string, command: Parameters<ConnectCalls['send']>[1]) => {
    calls.send(deviceId, command).then(
      (savedAs) => {
        if (savedAs !== undefined) actor.send({ type: 'command.accepted', queueVersion: savedAs });
      },
      (error: unknown) => {
        const code = isApiError(error) ? error.code : undefined;
        actor.send({ type: 'command.rejected', reason: code === 'not_found' || code === 'device_offline' || code === 'stale_queue' ? code : 'other' });
      },
    );
  };
  /** The songs and current one of `queueVersion` as this device saved or played them ('' before either). */
  let knownQueueKey = '';
  let followingEdit = false;
  const saveQueue = async (keepalive = false) => {
    const snapshot = player.actor.getSnapshot();
    const body = queueBody(snapshot);
    if (!body) return;
    const key = queueKey(snapshot);
    // Only the position moved: a save based on the known version, so it cannot undo a remote's newer edit.
    const basis = key === knownQueueKey ? { based_on_version: queueVersion } : {};
    const answer = await calls.saveQueue({ ...body, ...basis }, keepalive).catch(() => null);
    if (answer === 'stale') return followQueueEdit().catch(() => undefined);
    if (!answer) return;
    queueVersion = answer.version ?? queueVersion;
    knownQueueKey = key;
    // Remotes edit the queue at the version they were told of.
    reportIfChanged();
  };
  // A remote's queue edit, saved on the server before it reached here: play it and report its version.
  async function followQueueEdit() {
    const saved = await calls.queue();
    queueVersion = saved.version ?? queueVersion;
    // The stored queue needs no save back (an echo could undo a newer edit).
    followingEdit = true;
    try {
      applySavedQueue(player.actor, saved, toPlayerTrack);
    } finally {
      followingEdit = false;
    }
    knownQueueKey = queueKey(player.actor.getSnapshot());
    reportIfChanged();
  }
  const resume = async (positionMs: number, playing: boolean, at?: number) => {
    const queue = await calls.queue();
    const moved = at !== undefined && playing ? positionAt({ positionMs, playing, durationMs: 0 }, at, Date.now()) : positionMs;
    playSavedQueue(player.actor, queue, moved, playing, toPlayerTrack);
    setOffer(null);
  };

  const machine = remoteControlMachine.provide({
    actions: {
      sendCommand: (_, { deviceId, command }) => send(deviceId, command),
      applyCommand: (_, { command }) => applyToPlayer(player.actor, command, () => void followQueueEdit().catch(() => undefined)),
      handOver: (_, { deviceId }) => {
        const snapshot = player.actor.getSnapshot();
        const playing = selectIsPlaying(snapshot);
        const positionMs = Math.round(snapshot.context.currentTime * 1000);
        player.actor.send({ type: 'playback.pause' });
        void saveQueue().then(() => send(deviceId, { type: 'resume', positionMs, playing }));
        void calls.reportState(null).catch(() => undefined);
      },
      resumeHere: (_, { positionMs, playing, at }) => void resume(positionMs, playing, at).catch(() => undefined),
      takeBack: () => player.actor.send({ type: 'playback.play' }),
      reconnect: () => link.reconnect(),
      refreshDevices,
      // Only a remote's edit can be stale: its view of the target's queue reads the queue again.
      reloadQueue: () => queueListeners.forEach((listener) => listener()),
      // A call answered 401 logs the device out (the API client's middleware) and opens /activate.
      logOut: () => void calls.devices().catch(() => undefined),
    },
  });
  const actor = createActor(machine, { input: { thisDeviceId } });

  const channelHandlers: ChannelHandlers = {
    onOpen: () => {
      actor.send({ type: 'channel.opened' });
      refreshDevices();
    },
    onEvent: (event, data) => {
      if (event === 'devices') refreshDevices();
      else if (event === 'state' && typeof data['device_id'] === 'string') {
        const state = data['state'] ? toRemoteState(data['state'] as Parameters<typeof toRemoteState>[0]) : null;
        actor.send({ type: 'state.received', deviceId: data['device_id'], state });
      } else if (event === 'command') {
        const command = fromWireCommand(data);
        if (command) actor.send({ type: 'command.received', command, fromDeviceId: String(data['from_device_id'] ?? '') });
      }
    },
    onClose: (revoked) => actor.send({ type: revoked ? 'channel.revoked' : 'channel.lost' }),
  };

  // Reports and saves follow this device's player while it is the one that plays.
  let reportedKey = '';
  let lastTrackId: string | null = null;
  let lastQueue: unknown = null;
  let savedQueueKey = '';
  let wasPlaying = false;
  const report = () => {
    if (!link.leading || !actor.getSnapshot().hasTag('local')) return;
    const state = stateOf(player.actor.getSnapshot(), queueVersion, Date.now());
    reportedKey = stateKey(state);
    void calls.reportState(state).catch(() => undefined);
  };
  function reportIfChanged() {
    if (stateKey(stateOf(player.actor.getSnapshot(), queueVersion, 0)) !== reportedKey) report();
  }
  /** Whether the queue's songs or its current one changed since the last look (the queue array is replaced on each change). */
  const queueChanged = (snapshot: ReturnType<typeof player.actor.getSnapshot>) => {
    if (snapshot.context.queue === lastQueue) return false;
    lastQueue = snapshot.context.queue;
    const key = queueKey(snapshot);
    if (key === savedQueueKey) return false;
    savedQueueKey = key;
    return true;
  };
  let waitingForAudio = false;
  let disposed = false;
  const onPlayer = () => {
    if (waitingForAudio) return;
    const snapshot = player.actor.getSnapshot();
    const playing = selectIsPlaying(snapshot);
    const trackId = selectCurrentTrack(snapshot)?.id ?? null;
    if (playing && trackId !== null && trackId !== lastTrackId) {
      // A track starts: its save and report wait until its audio plays, not reach the server beside the audio's first request.
      waitingForAudio = true;
      player.afterAudioStarts(() => {
        waitingForAudio = false;
        if (!disposed) followPlayer();
      });
      return;
    }
    followPlayer();
  };
  function followPlayer() {
    const snapshot = player.actor.getSnapshot();
    const playing = selectIsPlaying(snapshot);
    const trackId = selectCurrentTrack(snapshot)?.id ?? null;
    if (playing) {
      link.take();
      setOffer(null);
    }
    if (!actor.getSnapshot().hasTag('local')) return;
    const edited = queueChanged(snapshot);
    if (!followingEdit && (trackId !== lastTrackId || (wasPlaying && !playing) || edited)) void saveQueue();
    lastTrackId = trackId;
    wasPlaying = playing;
    reportIfChanged();
  }
  const subscription = player.actor.subscribe(onPlayer);
  const timer = setInterval(() => {
    if (!selectIsPlaying(player.actor.getSnapshot()) || !actor.getSnapshot().hasTag('local')) return;
    report();
    void saveQueue();
  }, Math.min(QUEUE_SAVE_MS, STATE_REPORT_MS));
  const onPageHide = () => void saveQueue(true);
  window.addEventListener('pagehide', onPageHide);

  actor.start();
  link.attach(channelHandlers);
  // A device that starts with nothing to play offers the code's saved queue.
  if (!selectCurrentTrack(player.actor.getSnapshot())) {
    (savedQueue ?? calls.queue())
      .then((queue) => {
        if (!queue) return;
        saved = queue;
        queueVersion = queue.version ?? 0;
        const current = queue.tracks[queue.current_index];
        if (current && !selectCurrentTrack(player.actor.getSnapshot())) setOffer({ title: current.title ?? '', deviceName: queue.device ?? 'another device' });
      })
      .catch(() => undefined);
  } else {
    // Loaded once there is a track (a restored queue, or the first play): it is saved and reported as a change would be.
    onPlayer();
  }

  return {
    actor,
    offer: () => offer,
    subscribeOffer(listener) {
      offerListeners.add(listener);
      return () => offerListeners.delete(listener);
    },
    acceptOffer() {
      if (!saved) return;
      // The device that saved it may still be playing: start where it is now, not where it last saved.
      const current = saved.tracks[saved.current_index];
      const live = actor.getSnapshot().context.devices.find((d) => d.state && current && d.state.trackId === current.id && !d.thisDevice)?.state;
      playSavedQueue(player.actor, saved, live ? positionAt(live, live.at, Date.now()) : saved.position_ms, true, toPlayerTrack);
      setOffer(null);
    },
    dismissOffer: () => setOffer(null),
    subscribeQueue(listener) {
      queueListeners.add(listener);
      return () => queueListeners.delete(listener);
    },
    dispose() {
      disposed = true;
      clearInterval(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      // A link Connect's start opened is its to close.
      if (!startedLink) link.dispose();
      actor.stop();
    },
  };
}
