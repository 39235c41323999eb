import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { fakeArtwork, makeSidebarGroups, makeTracks } from '../../test-support/fixtures';
import { CardGrid, MediaCard } from '../media-card/media-card';
import { PlayerBar } from '../player-bar/player-bar';
import { Section } from '../section/section';
import { Sidebar } from '../sidebar/sidebar';
import { TrackTable } from '../track-table/track-table';
import { AppShell } from './app-shell';

function ShellDemo({ withPlayer, initiallyCollapsed = false }: { withPlayer: boolean; initiallyCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tracks = makeTracks(12);
  return (
    <AppShell
      drawerOpen={drawerOpen}
      onOpenDrawer={() => setDrawerOpen(true)}
      sidebar={
        <Sidebar
          groups={makeSidebarGroups('/')}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
          drawerOpen={drawerOpen}
          onCloseDrawer={() => setDrawerOpen(false)}
          onOpenProfile={fn()}
          onNavigate={() => setDrawerOpen(false)}
        />
      }
      player={
        withPlayer ? (
          <PlayerBar
            track={{ title: 'Blinding Lights', artistName: 'The Weeknd', artworkUrl: fakeArtwork(20) }}
            isPlaying
            currentTime={42}
            duration={200}
            volume={0.7}
            muted={false}
            shuffled={false}
            repeatMode="off"
            liked={false}
            canPrevious
            canNext
            onTogglePlay={fn()}
            onPrevious={fn()}
            onNext={fn()}
            onSeek={fn()}
            onToggleShuffle={fn()}
            onCycleRepeat={fn()}
            onToggleLike={fn()}
            onToggleMute={fn()}
            onVolumeChange={fn()}
            onOpenQueue={fn()}
            onToggleFullscreen={fn()}
            onClose={fn()}
          />
        ) : undefined
      }
    >
      <h1 style={{ marginBottom: 24 }}>Good evening</h1>
      <Section title="Featured Playlists" count={8} showAllHref="/playlists">
        <CardGrid>
          {Array.from({ length: 8 }, (_, index) => (
            <MediaCard key={index} variant="playlist" title={`Playlist ${index + 1}`} subtitle="Tangerine" artworkUrl={fakeArtwork(index * 45)} href={`/playlist/${index}`} onPlay={fn()} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Latest Songs" count={12}>
        <TrackTable label="Latest Songs" tracks={tracks} showArtwork currentTrackId="t1" isPlaying onPlayTrack={fn()} />
      </Section>
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const required = { sidebar: null, onOpenDrawer: fn(), children: null };

export const WithPlayer: Story = {
  args: required,
  render: () => <ShellDemo withPlayer />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Player' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

export const PlayerIdle: Story = {
  name: 'No track loaded (no player)',
  args: required,
  render: () => <ShellDemo withPlayer={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Player' })).toBeNull();
  },
};

export const CollapsedSidebar: Story = { args: required, render: () => <ShellDemo withPlayer initiallyCollapsed /> };

export const Phone: Story = {
  name: 'Phone (360 px): drawer',
  args: required,
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <ShellDemo withPlayer />,
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await userEvent.click(open);
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible());
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
    await expect(canvas.getByRole('region', { name: 'Player' })).toBeVisible();
  },
};

export const Tablet: Story = {
  name: 'Tablet (768 px)',
  args: required,
  globals: { viewport: { value: 'tablet', isRotated: false } },
  render: () => <ShellDemo withPlayer initiallyCollapsed />,
};
