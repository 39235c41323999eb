import { logoutIcon } from '../../icons/glyphs';
import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { InfoList } from '../info-list/info-list';
import { useT } from '../../i18n/i18n';
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
  const t = useT();
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{t('profile.deviceInformation')}</StyledPanelTitle>
      <InfoList
        items={[
          { label: t('profile.deviceId'), value: deviceId },
          { label: t('profile.platform'), value: platform },
          { label: t('profile.browser'), value: browser },
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
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('profile.title')}
      footer={
        <Button variant="danger" icon={logoutIcon} onClick={onLogout} fullWidth>
          {t('profile.logout')}
        </Button>
      }
    >
      <DeviceInfo {...device} />
      {subscription ? <SubscriptionCard {...subscription} /> : null}
      {children}
    </Dialog>
  );
}
