import { useState, type ReactNode } from 'react';
import { ConfirmDialog, ProfileDialog as ProfileDialogView, useT } from '@tangerine/ui';
import { daysRemaining, isSubscriptionActive, type Session } from '@tangerine/session';
import { useCopiedFlag } from '../../lib/clipboard';
import { notifyError } from '../../lib/toast';

/** product §9: the copy confirmation shows for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2_000;

export interface ProfileDialogProps {
  session: Session;
  /** The browser's platform string (navigator.platform). */
  platform: string;
  now: Date;
  onClose: () => void;
  onLogout: () => void;
  /** App passwords this device created: logging out disconnects them, and the confirmation says so. */
  appsFromThisDevice?: number;
  copyText: (text: string) => Promise<void>;
  /** Panels the app adds after the subscription card ("Connect an app"). */
  children?: ReactNode;
}

/** The profile dialog of product §2 (ui ProfileDialog) with its copy timer and the logout confirmation. */
export function ProfileDialog({ session, platform, now, onClose, onLogout, copyText, appsFromThisDevice = 0, children }: ProfileDialogProps) {
  const t = useT();
  const [copied, setCopied] = useCopiedFlag(COPY_CONFIRMATION_MS);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  const code = session.activationCode;
  async function copy() {
    if (!code) return;
    try {
      await copyText(code);
      setCopied(true);
    } catch (error) {
      console.error('Copying the activation code failed', error);
      notifyError(t('profile.copyFailed'));
    }
  }

  return (
    <>
      <ProfileDialogView
        open={!confirmingLogout}
        onClose={onClose}
        device={{ deviceId: session.deviceId ?? '-', platform: 'Web', browser: platform || '-' }}
        subscription={
          code && session.expiryDate
            ? {
                plan: t('profile.premium'),
                active: isSubscriptionActive(session.expiryDate, now),
                code,
                expiresAt: session.expiryDate,
                daysRemaining: daysRemaining(session.expiryDate, now),
                copied,
                onCopy: () => void copy(),
              }
            : undefined
        }
        onLogout={() => setConfirmingLogout(true)}
      >
        {children}
      </ProfileDialogView>
      <ConfirmDialog
        open={confirmingLogout}
        title={t('profile.logout')}
        message={t('profile.logoutConfirm')}
        confirmLabel={t('profile.logout')}
        danger
        onConfirm={onLogout}
        onCancel={() => setConfirmingLogout(false)}
      >
        {appsFromThisDevice > 0 ? <p>{t('profile.appsDisconnected', { count: appsFromThisDevice })}</p> : null}
      </ConfirmDialog>
    </>
  );
}
