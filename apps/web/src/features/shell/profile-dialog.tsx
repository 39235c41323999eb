import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  daysRemaining,
  formatExpiryDate,
  isExpiringSoon,
  isSubscriptionActive,
  maskActivationCode,
  type Session,
} from '@tangerine/session';
import { Badge, Button, IconButton } from '@tangerine/ui';
import { ConfirmDialog, Dialog, tokens } from '../../lib/ui-fallback';

/** SPEC §9: the copy confirmation shows for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2_000;
export const EXPIRY_WARNING_TEXT = '⚠️ Your subscription expires soon! Please renew to continue enjoying Tangerine.';

// TODO(ui): the presentational parts below (Section, Card, Row, Badge) belong in libs/ui's profile pieces.
const Section = styled.section`
  margin-top: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 14px;
    color: ${tokens.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;
const Card = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  padding: 16px;
  border-radius: 8px;
  border: 1px solid ${tokens.border};
  background: ${tokens.surface};
  dt {
    color: ${tokens.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
const CodeButton = styled.button`
  padding: 2px 6px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: ${tokens.text};
  font-family: ${tokens.mono};
  cursor: pointer;
  &:hover {
    background: ${tokens.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
`;
const Days = styled.span<{ $warn: boolean }>`
  color: ${({ $warn }) => ($warn ? tokens.danger : tokens.text)};
  font-weight: ${({ $warn }) => ($warn ? 700 : 400)};
`;
const Warning = styled.p`
  margin: 12px 0 0;
  color: ${tokens.danger};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 24px;
`;

export interface ProfileDialogProps {
  session: Session;
  /** The browser's platform string (navigator.platform). */
  platform: string;
  now: Date;
  onClose: () => void;
  onLogout: () => void;
  copyText: (text: string) => Promise<void>;
}

export function ProfileDialog({ session, platform, now, onClose, onLogout, copyText }: ProfileDialogProps) {
  const [revealed, setRevealed] = useState(false);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const code = session.activationCode ?? '';
  const active = isSubscriptionActive(session.expiryDate, now);
  const days = daysRemaining(session.expiryDate, now);
  const warn = isExpiringSoon(session.expiryDate, now);

  async function copy() {
    try {
      await copyText(code);
      setCopyFailed(false);
      setCopied(true);
    } catch (error) {
      console.error('Copying the activation code failed', error);
      setCopyFailed(true);
    }
  }

  if (confirmingLogout) {
    return (
      <ConfirmDialog
        title="Logout"
        message="Are you sure you want to logout?"
        confirmLabel="Logout"
        onConfirm={onLogout}
        onCancel={() => setConfirmingLogout(false)}
      />
    );
  }

  return (
    <Dialog title="Your Profile" onClose={onClose}>
      <Section aria-labelledby="profile-device">
        <h3 id="profile-device">Device Information</h3>
        <Card>
          <dt>Device ID</dt>
          <dd>{session.deviceId ?? '-'}</dd>
          <dt>Platform</dt>
          <dd>Web</dd>
          <dt>Browser</dt>
          <dd>{platform || '-'}</dd>
        </Card>
      </Section>
      <Section aria-labelledby="profile-subscription">
        <h3 id="profile-subscription">Subscription</h3>
        <Card>
          <dt>Plan</dt>
          <dd>
            Premium
            {active && <Badge variant="active">ACTIVE</Badge>}
          </dd>
          <dt>Activation Code</dt>
          <dd>
            <CodeButton
              type="button"
              title={revealed ? 'Click to hide the code' : 'Click to reveal the code'}
              aria-pressed={revealed}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? code : maskActivationCode(code)}
            </CodeButton>
            <IconButton size="sm" icon={copied ? 'check' : 'copy'} label="Copy activation code" onClick={() => void copy()} />
            {copied && <span role="status">Copied!</span>}
            {copyFailed && <span role="alert">Could not copy the code</span>}
          </dd>
          <dt>Expires</dt>
          <dd>{formatExpiryDate(session.expiryDate)}</dd>
          <dt>Days Remaining</dt>
          <dd>
            <Days $warn={warn} data-testid="days-remaining">
              {days} {days === 1 ? 'day' : 'days'}
            </Days>
          </dd>
        </Card>
        {warn && <Warning role="alert">{EXPIRY_WARNING_TEXT}</Warning>}
      </Section>
      <Footer>
        <Button variant="danger" icon="logout" onClick={() => setConfirmingLogout(true)}>
          Logout
        </Button>
      </Footer>
    </Dialog>
  );
}
