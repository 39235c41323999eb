import { JoinRoomForm, Page, PageHead, useT, type MessageId } from '@tangerine/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { RoomJoinFailure } from '@tangerine/rooms-machine';
import { useRoomService, useRoomSnapshot } from '@tangerine/rooms-web';

const FAILURE_TEXT: Record<RoomJoinFailure, MessageId> = {
  wrong_code: 'errors.invalidJoinCode',
  not_found: 'errors.invalidJoinCode',
  rate_limited: 'rooms.tooManyAttempts',
  offline: 'rooms.unreachable',
};

/** `/join` ("Room code", "Join room") and `/join/:code`, which joins at once; a guest then sees the room's queue. */
export function Component() {
  const t = useT();
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
  const error = !service ? (code ? t('rooms.unavailable') : null) : failure ? t(FAILURE_TEXT[failure]) : null;
  return (
    <Page>
      <PageHead title={t('rooms.joinTitle')} />
      <JoinRoomForm initialCode={code ?? ''} error={error} busy={snapshot?.hasTag('joining') ?? false} onJoin={(typed) => service?.actor.send({ type: 'room.join', code: typed })} />
    </Page>
  );
}
