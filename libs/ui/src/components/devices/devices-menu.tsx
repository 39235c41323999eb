import { deviceIcon, headphonesIcon } from '../../icons/glyphs';
import { useId } from 'react';
import { usePopover } from '../../lib/use-popover';
import { useT } from '../../i18n/i18n';
import { Icon } from '../../icons/icon';
import { IconButton } from '../icon-button/icon-button';
import { Button } from '../button/button';
import { StyledMenuAnchor } from '../menu/menu.styles';
import { StyledDeviceButton, StyledDeviceDetail, StyledDevicesMenu, StyledDeviceHeading, StyledDeviceList, StyledDeviceName } from './devices.styles';

export interface DeviceRow {
  id: string;
  /** A name a listener recognises ("Chrome on Linux"); also the button's accessible name. */
  name: string;
  thisDevice: boolean;
  /** What it plays ("Neon Rain · Nova Lights"), or null when idle. */
  nowPlaying: string | null;
  playing: boolean;
}

export interface DevicesMenuProps {
  devices: readonly DeviceRow[];
  /** The device that plays now (this one, or the one this remote controls): marked in the list. */
  activeId: string | null;
  onSelect: (deviceId: string) => void;
  /** "Play in sync" on each other device: this device joins its playback as a room (absent where rooms are off). */
  onPlayInSync?: (deviceId: string) => void;
}

/** The English texts, for tests (the menu shows `connect.thisDevice` and `connect.noOthers`). */
export const THIS_DEVICE_TEXT = 'This device';
export const NO_OTHER_DEVICES_TEXT = 'No other devices are online. Open Tangerine on another device with the same code.';

/** "Devices": the code's devices online now; picking one plays there (this one: "Play here"). */
export function DevicesMenu({ devices, activeId, onSelect, onPlayInSync }: DevicesMenuProps) {
  const { open, setOpen, anchorRef, triggerRef } = usePopover();
  const listId = useId();
  const t = useT();

  const others = devices.filter((d) => !d.thisDevice);
  return (
    <StyledMenuAnchor ref={anchorRef}>
      <IconButton ref={triggerRef} icon={deviceIcon} label={t('connect.devices')} aria-expanded={open} aria-controls={open ? listId : undefined} active={others.some((d) => d.id === activeId)} onClick={() => setOpen((value) => !value)} />
      {open && (
        <StyledDevicesMenu $placement="above" id={listId} role="dialog" aria-label={t('connect.devices')}>
          <StyledDeviceList>
            {devices.map((device) => {
              const detailId = `${listId}-${device.id}`;
              const detail = device.thisDevice
                ? t('connect.thisDevice')
                : device.nowPlaying
                  ? t(device.playing ? 'connect.playingItem' : 'connect.pausedItem', { item: device.nowPlaying })
                  : null;
              return (
                <li key={device.id}>
                  <StyledDeviceButton
                    type="button"
                    aria-label={device.name}
                    aria-describedby={detail ? detailId : undefined}
                    aria-current={device.id === activeId ? 'true' : undefined}
                    $current={device.id === activeId}
                    onClick={() => {
                      setOpen(false);
                      onSelect(device.id);
                    }}
                  >
                    <Icon icon={device.playing ? headphonesIcon : deviceIcon} />
                    <StyledDeviceName id={`${listId}-${device.id}-name`}>{device.name}</StyledDeviceName>
                    {detail && <StyledDeviceDetail id={detailId}>{detail}</StyledDeviceDetail>}
                  </StyledDeviceButton>
                  {onPlayInSync && !device.thisDevice && (
                    <Button
                      variant="secondary"
                      aria-describedby={`${listId}-${device.id}-name`}
                      onClick={() => {
                        setOpen(false);
                        onPlayInSync(device.id);
                      }}
                    >
                      {t('connect.playInSync')}
                    </Button>
                  )}
                </li>
              );
            })}
          </StyledDeviceList>
          {others.length === 0 && <StyledDeviceHeading>{t('connect.noOthers')}</StyledDeviceHeading>}
        </StyledDevicesMenu>
      )}
    </StyledMenuAnchor>
  );
}
