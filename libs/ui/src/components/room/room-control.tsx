import { useId } from 'react';
import { headphonesIcon } from '../../icons/glyphs';
import { useT } from '../../i18n/i18n';
import { usePopover } from '../../lib/use-popover';
import { IconButton } from '../icon-button/icon-button';
import { StyledMenuAnchor } from '../menu/menu.styles';
import { RoomPanel, type RoomPanelProps } from './room-panel';
import { StyledRoomPopover } from './room.styles';

/** The player bar's "Room" button in a room: it opens the room panel (members, "Leave room", "Invite guests"). */
export function RoomControl(props: RoomPanelProps) {
  const t = useT();
  const { open, setOpen, anchorRef, triggerRef } = usePopover();
  const panelId = useId();
  return (
    <StyledMenuAnchor ref={anchorRef}>
      <IconButton ref={triggerRef} icon={headphonesIcon} label={t('player.room')} aria-expanded={open} aria-controls={open ? panelId : undefined} active={props.state !== 'ended'} onClick={() => setOpen((value) => !value)} />
      {open && (
        <StyledRoomPopover $placement="above" id={panelId} role="dialog" aria-label={t('player.room')}>
          <RoomPanel {...props} />
        </StyledRoomPopover>
      )}
    </StyledMenuAnchor>
  );
}
