import { lazy, Suspense, useId } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import { Button } from '../button/button';
import { RoomVoting, type RoomVotingProps } from './room-voting';
import { StyledJoinCode, StyledMemberList, StyledRoomActions, StyledRoomPanel, StyledRoomStatus, StyledRoomTitle } from './room.styles';

/** What this device is in its room, as the room machine's tags say. */
export type RoomState = 'alone' | 'hosting' | 'member' | 'guest' | 'reconnecting' | 'ended';

export interface RoomMemberRow {
  id: string;
  name: string;
  guest: boolean;
  thisDevice: boolean;
}

export interface RoomPanelProps {
  state: RoomState;
  members: RoomMemberRow[];
  /** The guests' join code once asked for ("Invite guests"); null before. */
  joinCode: string | null;
  /** The join link shown with the code, e.g. `https://music.example/join/K7M2QX`. */
  joinLink: string | null;
  /** Why the room ended, said in the ended state. */
  endedText?: string;
  onLeave: () => void;
  onInvite: () => void;
  onDismiss: () => void;
  /** The owner's devices remove a guest (a "Remove" button per guest); absent for guests. */
  onRemoveGuest?: (id: string) => void;
  /** Voting on proposals (the owner's switch is given to the owner's devices only). */
  voting?: RoomVotingProps;
}

/** The QR code and its library load only when a join code is shown. */
const JoinQrCode = lazy(() => import('./join-qr-code'));

const STATUS: Record<RoomState, MessageId> = {
  alone: 'rooms.statusAlone',
  hosting: 'rooms.statusHosting',
  member: 'rooms.statusMember',
  guest: 'rooms.statusGuest',
  reconnecting: 'rooms.statusReconnecting',
  ended: 'rooms.statusEnded',
};

/** The room panel the player bar's "Room" button opens: members, "Leave room", "Invite guests". */
export function RoomPanel({ state, members, joinCode, joinLink, endedText, onLeave, onInvite, onDismiss, onRemoveGuest, voting }: RoomPanelProps) {
  const t = useT();
  const titleId = useId();
  const inRoom = state === 'hosting' || state === 'member' || state === 'guest' || state === 'reconnecting';
  const canInvite = state === 'hosting' || state === 'member';
  return (
    <StyledRoomPanel aria-labelledby={titleId}>
      <StyledRoomTitle id={titleId}>{t('player.room')}</StyledRoomTitle>
      <StyledRoomStatus role="status">{state === 'ended' && endedText ? endedText : t(STATUS[state])}</StyledRoomStatus>
      {inRoom && (
        <StyledMemberList aria-label={t('rooms.members')}>
          {members.map((member) => (
            <li key={member.id}>
              <span>
                {member.name}
                {member.thisDevice ? ` ${t('rooms.thisDevice')}` : ''}
                {member.guest ? ` · ${t('rooms.guest')}` : ''}
              </span>
              {canInvite && member.guest && onRemoveGuest && (
                <Button variant="secondary" size="sm" aria-label={t('rooms.removeGuest', { name: member.name })} onClick={() => onRemoveGuest(member.id)}>
                  {t('rooms.remove')}
                </Button>
              )}
            </li>
          ))}
        </StyledMemberList>
      )}
      {inRoom && voting && <RoomVoting {...voting} onToggle={canInvite ? voting.onToggle : undefined} />}
      {canInvite && joinCode && (
        <div>
          <StyledJoinCode aria-label={t('rooms.joinCode')}>{joinCode}</StyledJoinCode>
          {joinLink && <StyledRoomStatus>{joinLink}</StyledRoomStatus>}
          {joinLink && (
            <Suspense fallback={null}>
              <JoinQrCode link={joinLink} />
            </Suspense>
          )}
        </div>
      )}
      <StyledRoomActions>
        {canInvite && !joinCode && (
          <Button variant="secondary" onClick={onInvite}>
            {t('rooms.invite')}
          </Button>
        )}
        {inRoom && (
          <Button variant="danger" onClick={onLeave}>
            {t('rooms.leave')}
          </Button>
        )}
        {state === 'ended' && (
          <Button variant="secondary" onClick={onDismiss}>
            {t('rooms.ok')}
          </Button>
        )}
      </StyledRoomActions>
    </StyledRoomPanel>
  );
}
