import { Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FullscreenPlayer, PlayerBar } from '../features/player';
import { ProfileDialogContainer, Sidebar } from '../features/shell';
import { usePlayerShortcuts } from '../lib/keyboard';
import { usePlayerActor, usePlayerSelector } from '../lib/player';
import { useStorage } from '../lib/session';
import { focusSearchInput } from './focus-search';
import { ShortcutsDialog } from './shortcuts-dialog';
import { tokens } from '../lib/ui-fallback';

const SIDEBAR_KEY = 'tangerine.sidebarCollapsed';

const Frame = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: 1fr auto;
  height: 100vh;
  height: 100dvh;
  background: ${tokens.background};
  color: ${tokens.text};
  font-family: ${tokens.font};
`;
const Main = styled.main`
  grid-column: 2;
  min-width: 0;
  overflow-y: auto;
  padding: 24px 32px;
`;
const Bottom = styled.div`
  grid-column: 1 / -1;
`;

/** The shell every guarded screen renders in: sidebar, scrolling main area, persistent bottom player. */
export function AppLayout() {
  const storage = useStorage();
  const [collapsed, setCollapsed] = useState(() => storage.getItem(SIDEBAR_KEY) === 'true');
  const [profileOpen, setProfileOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const player = usePlayerActor();
  const isFullscreen = usePlayerSelector((s) => s.context.isFullscreen);

  usePlayerShortcuts({
    onSearch: () => {
      if (location.pathname !== '/search') void navigate('/search');
      focusSearchInput();
    },
    onHelp: () => setHelpOpen(true),
  });

  function toggleSidebar() {
    setCollapsed((value) => {
      try {
        storage.setItem(SIDEBAR_KEY, String(!value));
      } catch {
        // Remembering the choice is a nicety; storage may be full or disabled.
      }
      return !value;
    });
  }

  return (
    <Frame>
      <Sidebar collapsed={collapsed} onToggle={toggleSidebar} onOpenProfile={() => setProfileOpen(true)} />
      <Main id="main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Bottom>{!isFullscreen && <PlayerBar />}</Bottom>
      <FullscreenPlayer />
      {profileOpen && (
        <ProfileDialogContainer onClose={() => setProfileOpen(false)} onLoggedOut={() => player.send({ type: 'queue.clear' })} />
      )}
      {helpOpen && <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
    </Frame>
  );
}
