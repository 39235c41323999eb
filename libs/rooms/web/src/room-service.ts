import { createActor, type SnapshotFrom } from 'xstate';
import { roomMachine, type RoomEndReason, type RoomPlayback, type RoomView } from '@tangerine/rooms-machine';
import { selectCurrentTrack, type PlayerTrack, type StreamingQuality } from '@tangerine/player-machine';
import { bindSync, type SyncBinding } from './sync-binding';
import { outputLatencyMs } from './output-latency';
import type { RoomPlayer, ToPlayerTrack } from './room-player';
import { joinFailureOf, roleOf, roomAfterEvent, toRoomView, type RoomAnswer, type RoomCalls } from './room-calls';

export type RoomSnapshot = SnapshotFrom<typeof roomMachine>;

export interface RoomServiceOptions {
  calls: RoomCalls;
  player: RoomPlayer;
  toPlayerTrack: ToPlayerTrack;
  thisDeviceId: string;
  /** This device's clock in ms; the sync controller estimates its offset to the server's. */
  now?: () => number;
}

export interface RoomService {
  actor: ReturnType<typeof createActor<typeof roomMachine>>;
  /** An event of this device's channel: `room` (the room changed or ended) and `clock` (a clock answer). */
  channelEvent(event: string, data: Record<string, unknown>): void;
  /** Reads the room this device is in (after a reload, or when another device added this one). */
  refresh(): Promise<void>;
  dispose(): void;
}

const END_REASONS: readonly RoomEndReason[] = ['closed', 'revoked', 'removed'];
/** How long after the room's song changed its neighbours start buffering: the new song's own stream goes first. */
const NEIGHBOURS_AFTER_MS = 500;
/** How often a device whose song ended before the room's did reads the room again. */
const ENDED_READ_INTERVAL_MS = 1000;
const monotonicNow = () => performance.timeOrigin + performance.now();
/** A User Timing mark of a step a command or a reload takes on this device (the sync bench times a skip's and a reload's steps by them). */
export const markStep = (name: 'room.modules' | 'room.channel' | 'room.event' | 'room.read' | 'room.clock' | 'room.cue' | 'room.start') => void performance.mark(name);
/**
 * The room's quality: every member and guest streams this one encoding, whatever its own Streaming
 * quality, so every device decodes the same frames with the same codec delay. A transcoded quality
 * rather than the original file: each browser can play it, whatever the library's formats.
 */
export const ROOM_STREAMING_QUALITY: StreamingQuality = 'high';

/**
 * Binds the room machine to the rooms calls and, while this device is in a room, the sync controller
 * (`bindSync`) to the player: the room's track and queue are loaded into the player, its audio is
 * kept on the room's clock by seeks and playback-rate nudges.
 */
export function createRoomService({ calls, player, toPlayerTrack, thisDeviceId, now = monotonicNow }: RoomServiceOptions): RoomService {
  let sync: SyncBinding | null = null;
  let followed: RoomPlayback | null = null;
  let loadedQueueKey = '';

  const joined = (answer: Promise<RoomAnswer>) =>
    answer.then(
      (room) => actor.send({ type: 'room.joined', room: toRoomView(room), role: roleOf(room) }),
      (error: unknown) => actor.send({ type: 'room.failed', reason: joinFailureOf(error) }),
    );
  const updated = (answer: Promise<RoomAnswer>) =>
    answer.then(
      (room) => actor.send({ type: 'room.updated', room: toRoomView(room) }),
      (error: unknown) => console.error('The room did not take the change', error),
    );

  async function loadRoomQueue(room: RoomView) {
    const key = `${room.queue.join(',')}@${room.currentIndex}`;
    if (key === loadedQueueKey) return;
    loadedQueueKey = key;
    const { queue, currentIndex } = player.actor.getSnapshot().context;
    const holds = queue.length === room.queue.length && queue.every((track, i) => track.id === room.queue[i]);
    // The player already holds this queue at this place (it moved on by itself as a song ended): loading it again would restart the song.
    if (holds && currentIndex === room.currentIndex) return;
    // The same queue at another place (a skip): a jump, without reading every song of the queue again;
    // paused, so the new song (buffered, it would play at once) does not play from its start before the sync starts it in place.
    if (holds) {
      player.actor.send({ type: 'playback.pause' });
      return void player.actor.send({ type: 'queue.jump', index: room.currentIndex, paused: true });
    }
    const tracks = await Promise.all(room.queue.map((id) => calls.track(id).then(toPlayerTrack, () => null)));
    const items = tracks.filter((t) => t !== null);
    const current = tracks[room.currentIndex];
    const startIndex = current ? items.indexOf(current) : 0;
    if (items.length > 0) player.actor.send({ type: 'queue.set', tracks: items, startIndex: Math.max(0, startIndex) });
  }

  // The songs before and after the room's current one stay buffered: a skip by any member starts from the buffer, not a new stream.
  let neighboursTimer: ReturnType<typeof setTimeout> | undefined;
  const keepNeighboursReady = (room: RoomView | null) => {
    clearTimeout(neighboursTimer);
    if (!room) return void player.keepReady?.([]);
    neighboursTimer = setTimeout(() => {
      const { queue } = player.actor.getSnapshot().context;
      const around = [room.queue[room.currentIndex + 1], room.queue[room.currentIndex - 1]].map((id) => queue.find((track) => track.id === id));
      player.keepReady?.(around.filter((track): track is PlayerTrack => track !== undefined));
    }, NEIGHBOURS_AFTER_MS);
  };

  // The player's commands of the sync run in the order given: a cue or start waits for the queue a follow loads.
  let commands: Promise<unknown> = Promise.resolve();
  const inOrder = (command: () => unknown) => void (commands = commands.then(command, command));
  const follow = (playback: RoomPlayback) =>
    inOrder(async () => {
      const room = actor.getSnapshot().context.room;
      const current = selectCurrentTrack(player.actor.getSnapshot());
      if (room && playback.trackId && current?.id !== playback.trackId) await loadRoomQueue(room);
      // Held paused until its start (a reload waits for its clock estimate): its output runs meanwhile, so the start counts its latency.
      if (room?.playback.playing) player.wakeAudio?.();
      player.actor.send({ type: playback.playing ? 'playback.play' : 'playback.pause' });
    });
  const cue = (positionMs: number) =>
    inOrder(() => {
      markStep('room.cue');
      player.actor.send({ type: 'playback.pause' });
      player.actor.send({ type: 'playback.seek', time: positionMs / 1000 });
    });
  const start = () =>
    inOrder(() => {
      markStep('room.start');
      player.actor.send({ type: 'playback.play' });
    });

  let lastEndedRead = -Infinity;
  const readAfterSongEnded = () => {
    if (now() - lastEndedRead < ENDED_READ_INTERVAL_MS) return;
    lastEndedRead = now();
    void refresh();
  };

  const startSync = () =>
    bindSync({
      now,
      askClock: (sentAt) => void calls.askClock(sentAt).catch(() => undefined),
      heard: () => {
        const heard = player.heardPosition();
        // Its song ended and the player moved on before the room: reading the room moves it on too (the server sees the song ended).
        if (heard && followed?.playing && heard.trackId !== followed.trackId) readAfterSongEnded();
        return heard;
      },
      outputLatencyMs: () => outputLatencyMs(player.audioContext()),
      seekable: () => {
        const trackId = actor.getSnapshot().context.room?.playback.trackId;
        return trackId ? (player.seekableWhole?.(trackId) ?? false) : false;
      },
      follow,
      setPlaybackRate: (rate) => player.nudgeRate(rate),
      cue,
      start,
      // Only for the room's song as this device holds it: the server takes it within the room's version this device saw.
      reportStart: (trackId, startedAtServerMs) => {
        const room = actor.getSnapshot().context.room;
        // The channel's `room` event brings the start when the room takes it.
        if (room?.playback.playing && room.playback.trackId === trackId) void calls.songStarted(trackId, startedAtServerMs, room.version).catch((error: unknown) => console.error('The room did not take the song’s start', error));
      },
    });
  const stopSync = () => {
    sync?.stop();
    sync = null;
    followed = null;
    loadedQueueKey = '';
    keepNeighboursReady(null);
    player.nudgeRate(1);
    player.setStreamingQuality(null);
  };

  const actor = createActor(
    roomMachine.provide({
      actions: {
        requestRoom: (_, { deviceId }) => void joined(calls.playInSync(deviceId)),
        addDevice: (_, { deviceId }) => void updated(calls.playInSync(deviceId)),
        joinAsGuest: (_, { code }) => void joined(calls.join(code)),
        leaveRoom: () => void calls.leave().catch((error: unknown) => console.error('Leaving the room failed', error)),
        // The player keeps the room's track where it is: this device plays on alone from there.
        continueAlone: stopSync,
        requestJoinCode: () => void updated(calls.invite().then(() => calls.current().then((room) => room ?? Promise.reject(new Error('The room has ended'))))),
        removeGuest: (_, { deviceId }) => void updated(calls.removeGuest(deviceId)),
        sendRoomCommand: (_, { command }) => void updated(calls.command(command)),
        // The channel reconnects itself (Connect's link); the room is read again once it is open.
        reconnect: () => undefined,
        rejoin: () => void refresh(),
        // A guest loses everything of the room at once: its queue and now-playing too.
        roomEnded: ({ context }) => {
          stopSync();
          if (context.role === 'guest') player.actor.send({ type: 'queue.clear' });
        },
      },
    }),
    { input: { thisDeviceId } },
  );

  const watching = actor.subscribe((snapshot) => {
    const room = snapshot.context.room;
    if (!snapshot.hasTag('inRoom') || !room) return;
    if (!sync) {
      // Before the room's queue loads: its songs stream at the room's quality.
      player.setStreamingQuality(ROOM_STREAMING_QUALITY);
      sync = startSync();
    }
    if (followed !== room.playback) {
      followed = room.playback;
      void loadRoomQueue(room).then(() => {
        sync?.roomPlayback(room.playback);
        keepNeighboursReady(room);
      });
    }
  });

  async function refresh(): Promise<void> {
    const snapshot = actor.getSnapshot();
    try {
      const room = await calls.current();
      markStep('room.read');
      if (!room) {
        if (snapshot.hasTag('inRoom') || snapshot.hasTag('reconnecting')) actor.send({ type: 'room.ended', reason: 'closed' });
        return;
      }
      const now = actor.getSnapshot();
      const inRoom = now.hasTag('inRoom');
      // An older read than what a later event of the channel already gave: the room has moved on since.
      if (inRoom && now.context.room?.roomId === room.room_id && room.version < now.context.room.version) return;
      actor.send(inRoom ? { type: 'room.updated', room: toRoomView(room) } : { type: 'room.joined', room: toRoomView(room), role: roleOf(room) });
    } catch (error) {
      console.error('The room could not be read', error);
    }
  }

  actor.start();
  return {
    actor,
    channelEvent(event, data) {
      if (event === 'clock' && typeof data['sent_at'] === 'number' && typeof data['server_at'] === 'number') {
        const receivedAt = data['received_at'];
        const estimating = sync?.status() === 'estimating';
        sync?.clockAnswered({ sent_at: data['sent_at'], server_at: data['server_at'], ...(typeof receivedAt === 'number' ? { received_at: receivedAt } : {}) });
        if (estimating && sync?.status() !== 'estimating') markStep('room.clock');
      }
      else if (event === 'room') {
        markStep('room.event');
        const ended = data['ended'];
        if (typeof ended === 'string') return void actor.send({ type: 'room.ended', reason: END_REASONS.includes(ended as RoomEndReason) ? (ended as RoomEndReason) : 'closed' });
        // A skip or a pause is acted on at once; the read that follows brings the rest (members, queue).
        const snapshot = actor.getSnapshot();
        const changed = snapshot.hasTag('inRoom') && snapshot.context.room ? roomAfterEvent(snapshot.context.room, data) : null;
        if (changed) actor.send({ type: 'room.updated', room: changed });
        void refresh();
      }
    },
    refresh,
    dispose() {
      watching.unsubscribe();
      stopSync();
      actor.stop();
    },
  };
}
