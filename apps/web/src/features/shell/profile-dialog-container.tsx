import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { translate } from '@tangerine/ui';
import { appPasswordMutations, appPasswordQueries } from '../../api/app-password-queries';
import { copyToClipboard } from '../../lib/clipboard';
import { useSession, useSessionStore } from '../../lib/session';
import { notifyError } from '../../lib/toast';
import { ProfileDialog } from './profile-dialog';
import { DeviceNameContainer } from './device-name-container';
import { LanguageContainer } from './language-container';
import { YourYearContainer } from './your-year-container';
import { ScrobblingContainer } from './scrobbling-container';

/** Binds the profile dialog to the session; logout clears it all and lands on /activate (product §2). */
export function ProfileDialogContainer({ onClose, onLoggedOut, children }: { onClose: () => void; onLoggedOut?: () => Promise<void> | void; children?: ReactNode }) {
  const session = useSession();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const apps = useQuery(appPasswordQueries.list());
  const logoutThisDevice = useMutation(appPasswordMutations.logoutThisDevice());
  const appsFromThisDevice = (apps.data?.app_passwords ?? []).filter((app) => app.from_this_device).length;

  async function logout() {
    // While the session's token is still there to authorise it: the server disconnects the apps this
    // device connected and clears its page cookie. Logging out goes on either way.
    await logoutThisDevice.mutateAsync().catch(() => notifyError(translate('profile.disconnectFailed')));
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
      appsFromThisDevice={appsFromThisDevice}
      copyText={copyToClipboard}
    >
      <DeviceNameContainer />
      <LanguageContainer />
      <YourYearContainer />
      <ScrobblingContainer />
      {children}
    </ProfileDialog>
  );
}
