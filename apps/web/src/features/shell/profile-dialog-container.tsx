import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSession, useSessionStore } from '../../lib/session';
import { ProfileDialog } from './profile-dialog';

async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(text);
}

/** Binds the profile dialog to the session; logout clears it all and lands on /activate (product §2). */
export function ProfileDialogContainer({ onClose, onLoggedOut, children }: { onClose: () => void; onLoggedOut?: () => Promise<void> | void; children?: ReactNode }) {
  const session = useSession();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function logout() {
    // Playback stops first, so its stop-activity call still carries the session's token.
    await onLoggedOut?.();
    store.logout();
    queryClient.clear();
    onClose();
    void navigate('/activate', { replace: true });
  }

  return (
    <ProfileDialog
      session={session}
      platform={navigator.platform}
      now={new Date()}
      onClose={onClose}
      onLogout={() => void logout()}
      copyText={copyToClipboard}
    >
      {children}
    </ProfileDialog>
  );
}
