import { useQueries } from '@tanstack/react-query';
import { loadArea, RoomControl, RoomEndedNotice, translate, type MessageId, type RoomState } from '@tangerine/ui';
import { useEffect } from 'react';
import { trackQueries } from '../../api/track-queries';
import { useRoomService, useRoomSnapshot, type RoomSnapshot } from '@tangerine/rooms-web';

const ENDED_TEXT: Record<'closed' | 'revoked' | 'removed', MessageId> = { closed: 'rooms.statusEnded', revoked: 'rooms.endedRevoked', removed: 'rooms.endedRemoved' };

function stateOf(snapshot: RoomSnapshot): RoomState | null {
  if (snapshot.hasTag('reconnecting')) return 'reconnecting';
  if (snapshot.hasTag('ended')) return 'ended';
  if (snapshot.hasTag('hosting')) return 'hosting';
  if (snapshot.hasTag('guest')) return 'guest';
  return snapshot.hasTag('member') ? 'member' : null;
}

/** The player bar's "Room" button while this device is in a room (or was, until the end is dismissed). */
export function RoomButton() {
  const service = useRoomService();
  const snapshot = useRoomSnapshot();
  const state = snapshot ? stateOf(snapshot) : null;
  const proposals = snapshot?.context.room?.proposals ?? [];
  // A proposal shows its song's title (the track's own query, shared with the rest of the app).
  const tracks = useQueries({ queries: proposals.map((p) => trackQueries.detail(p.trackId)) });
  // The room panel's texts are the screens' (the player bar is on every screen, Home's included).
  const shown = state !== null;
  useEffect(() => {
    if (shown) void loadArea('screens');
  }, [shown]);
  if (!service || !snapshot || !state) return null;
  const { room, thisDeviceId, endReason } = snapshot.context;
  const joinCode = room?.joinCode ?? null;
  const send = service.actor.send.bind(service.actor);
  return (
    <RoomControl
      state={state}
      members={(room?.members ?? []).map((m) => ({ id: m.deviceId, name: m.name, guest: m.guest, thisDevice: m.deviceId === thisDeviceId }))}
      joinCode={joinCode}
      joinLink={joinCode ? `${window.location.origin}/join/${joinCode}` : null}
      {...(endReason ? { endedText: translate(ENDED_TEXT[endReason]) } : {})}
      onLeave={() => send({ type: 'room.leave' })}
      onInvite={() => send({ type: 'room.invite' })}
      onDismiss={() => send({ type: 'room.dismiss' })}
      onRemoveGuest={(deviceId) => send({ type: 'room.removeGuest', deviceId })}
      voting={{
        on: room?.voting ?? false,
        proposals: proposals.map((p, i) => ({ id: p.id, title: tracks[i]?.data?.title ?? '…', votes: p.votes, voted: p.voted })),
        onToggle: (on) => send({ type: 'room.command', command: { type: 'voting', on } }),
        onVote: (proposalId) => send({ type: 'room.command', command: { type: 'vote', proposalId } }),
      }}
    />
  );
}

/** An ended room's notice where the bar was: a guest's queue ends with its room, and the bar (with its "Room" button) goes with the queue. */
export function RoomNotice() {
  const service = useRoomService();
  const snapshot = useRoomSnapshot();
  const ended = snapshot?.hasTag('ended') ?? false;
  useEffect(() => {
    if (ended) void loadArea('screens');
  }, [ended]);
  if (!service || !snapshot || !ended) return null;
  const { endReason } = snapshot.context;
  return <RoomEndedNotice {...(endReason ? { endedText: translate(ENDED_TEXT[endReason]) } : {})} onDismiss={() => service.actor.send({ type: 'room.dismiss' })} />;
}
