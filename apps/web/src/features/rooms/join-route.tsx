import { JoinRoomForm, Page, PageHead } from '@tangerine/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { RoomJoinFailure } from '@tangerine/rooms-machine';
import { useRoomService, useRoomSnapshot } from '@tangerine/rooms-web';

const FAILURE_TEXT: Record<RoomJoinFailure, string> = {
  wrong_code: 'Invalid room code',
  not_found: 'Invalid room code',
  rate_limited: 'Too many attempts. Try again later.',
  offline: 'Could not reach the room. Check your connection and try again.',
};
const UNAVAILABLE_TEXT = 'Rooms are not available on this page yet. Try again in a moment.';

/** `/join` ("Room code", "Join room") and `/join/:code`, which joins at once; a guest then sees the room's queue. */
export function Component() {
  const { code } = useParams();
  const service = useRoomService();
  const snapshot = useRoomSnapshot();
  const navigate = useNavigate();
  const joinedFromLink = useRef(false);
  const inRoom = snapshot?.hasTag('inRoom') ?? false;

  useEffect(() => {
    if (!code || !service || joinedFromLink.current) return;
    joinedFromLink.current = true;
    if (service.actor.getSnapshot().hasTag('alone')) service.actor.send({ type: 'room.join', code });
  }, [code, service]);
  // In the room: its queue and now-playing are the player's, shown on the queue screen.
  useEffect(() => {
    if (inRoom) void navigate('/queue', { replace: true });
  }, [inRoom, navigate]);

  const failure = snapshot?.context.joinFailure ?? null;
  const error = !service ? (code ? UNAVAILABLE_TEXT : null) : failure ? FAILURE_TEXT[failure] : null;
  return (
    <Page>
      <PageHead title="Join a room" />
      <JoinRoomForm initialCode={code ?? ''} error={error} busy={snapshot?.hasTag('joining') ?? false} onJoin={(typed) => service?.actor.send({ type: 'room.join', code: typed })} />
    </Page>
  );
}
