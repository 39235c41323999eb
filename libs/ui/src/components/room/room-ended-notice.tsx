import { RoomPanel } from './room-panel';
import { StyledRoomNotice } from './room.styles';

export interface RoomEndedNoticeProps {
  /** Why the room ended ("You were removed from the room", ...). */
  endedText?: string;
  onDismiss: () => void;
}

const nothing = () => undefined;

/** The room's end said where the player bar was: a guest's queue goes with its room, and the bar with it, yet the notice still needs its "OK". */
export function RoomEndedNotice({ endedText, onDismiss }: RoomEndedNoticeProps) {
  // The panel is a section titled "Room": the notice is found as that region.
  return (
    <StyledRoomNotice>
      <RoomPanel state="ended" members={[]} joinCode={null} joinLink={null} {...(endedText ? { endedText } : {})} onLeave={nothing} onInvite={nothing} onDismiss={onDismiss} />
    </StyledRoomNotice>
  );
}
