import { logoutIcon } from '../../icons/glyphs';
import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { InfoList } from '../info-list/info-list';
import { StyledPanel, StyledPanelTitle } from './profile.styles';
import { SubscriptionCard, type SubscriptionCardProps } from './subscription-card';

export interface DeviceInfoProps {
  deviceId: string;
  /** Always "Web" for this app. */
  platform?: string;
  /** The browser's platform string. */
  browser: string;
}

/** "Device Information": device id, platform, browser. */
export function DeviceInfo({ deviceId, platform = 'Web', browser }: DeviceInfoProps) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>Device Information</StyledPanelTitle>
      <InfoList
        items={[
          { label: 'Device ID', value: deviceId },
          { label: 'Platform', value: platform },
          { label: 'Browser', value: browser },
        ]}
      />
    </StyledPanel>
  );
}

export interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
  device: DeviceInfoProps;
  /** Without a subscription (no code stored) the card is left out. */
  subscription?: SubscriptionCardProps;
  /** The app asks "Are you sure you want to logout?" (ConfirmDialog) before logging out. */
  onLogout: () => void;
  /** More panels after the subscription card (the web app's "Connect an app"). */
  children?: ReactNode;
}

/** The profile dialog: device information, the subscription card, what the app adds, Logout. */
export function ProfileDialog({ open, onClose, device, subscription, onLogout, children }: ProfileDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Your Profile"
      footer={
        <Button variant="danger" icon={logoutIcon} onClick={onLogout} fullWidth>
          Logout
        </Button>
      }
    >
      <DeviceInfo {...device} />
      {subscription ? <SubscriptionCard {...subscription} /> : null}
      {children}
    </Dialog>
  );
}
