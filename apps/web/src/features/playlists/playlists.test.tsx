import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, notFound, pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { playlist, playlistDetail, playlistList, tracks, userPlaylist, userPlaylistDetail, userPlaylistList } from '../../test-support/fixtures';
import type { UserPlaylist } from '@tangerine/api';
import { Component as CataloguePlaylistsRoute } from './catalogue-playlists-route';
import { Component as MyPlaylistsRoute } from './my-playlists-route';
import { Component as PlaylistRoute } from './playlist-route';
import { Component as UserPlaylistRoute } from './user-playlist-route';

describe('Catalogue playlists', () => {
  it('lists the public playlists', async () => {
    renderScreen(<CataloguePlaylistsRoute />, {
      path: '/playlists',
      routes: { 'GET /api/v1/browse/playlists': playlistList([playlist(), playlist({ id: 'pl-2', title: 'Hidden', is_public: false })]) },
    });
    expect(await screen.findByRole('link', { name: 'Morning Zest' })).toHaveAttribute('href', '/playlist/pl-1');
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });
});

describe('Playlist page', () => {
  it('shows "Loading playlist..." and "Playlist not found"', async () => {
    renderScreen(<PlaylistRoute />, { path: '/playlist/a', route: '/playlist/:id', routes: { 'GET /api/v1/browse/playlists/a': pending } });
    expect(screen.getByText('Loading playlist...')).toBeInTheDocument();
  });

  it('shows "Playlist not found" for an unknown id', async () => {
    renderScreen(<PlaylistRoute />, { path: '/playlist/x', route: '/playlist/:id', routes: { 'GET /api/v1/browse/playlists/x': notFound } });
    expect(await screen.findByText('Playlist not found')).toBeInTheDocument();
  });

  it('shows title, description, song count from track_count, minutes and the columns', async () => {
    const { player } = renderScreen(<PlaylistRoute />, {
      path: '/playlist/pl-1',
      route: '/playlist/:id',
      routes: { 'GET /api/v1/browse/playlists/pl-1': playlistDetail({ track_count: 40 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Morning Zest', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Fresh starts')).toBeInTheDocument();
    expect(screen.getByText('40 songs, about 9 min')).toBeInTheDocument();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['#', 'Title', 'Album', 'Artist']);
    await userEvent.click(screen.getByRole('button', { name: 'Play Morning Zest' }));
    expect(player.getSnapshot().context.queue).toHaveLength(3);
  });
});

describe('My Playlists', () => {
  it('shows the empty state', async () => {
    renderScreen(<MyPlaylistsRoute />, { path: '/my-playlists', routes: { 'GET /api/v1/playlists': userPlaylistList([]) } });
    expect(await screen.findByText('No playlists yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first playlist to get started')).toBeInTheDocument();
    expect(screen.getByText('0 playlists')).toBeInTheDocument();
  });

  it('validates the name, creates, toasts, refreshes the list and closes the modal', async () => {
    const created: UserPlaylist[] = [];
    const { requests } = renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: {
        'GET /api/v1/playlists': () => json(200, userPlaylistList([userPlaylist(), ...created])),
        'POST /api/v1/playlists': async (request: Request) => {
          const body = (await request.json()) as { name: string; description: string | null };
          const playlist = userPlaylist({ id: 'up-new', name: body.name, description: body.description, track_count: 0 });
          created.push(playlist);
          return json(201, playlist);
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Road Trip' })).toBeInTheDocument();
    expect(screen.getByText('2 tracks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Playlist' });
    await userEvent.type(within(dialog).getByLabelText('Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a playlist name');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Gym');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Playlist created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Gym' })).toHaveAttribute('href', '/my-playlists/up-new');
    expect(screen.getByText('2 playlists')).toBeInTheDocument();
  });

  it('toasts "Failed to create playlist" and keeps the modal open on failure', async () => {
    renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: { 'GET /api/v1/playlists': userPlaylistList([]), 'POST /api/v1/playlists': () => json(500, { message: 'Boom' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Playlist' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Gym');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create playlist')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Playlist' })).toBeInTheDocument();
  });

  it('closes the modal on Cancel', async () => {
    renderScreen(<MyPlaylistsRoute />, { path: '/my-playlists', routes: { 'GET /api/v1/playlists': userPlaylistList([]) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Playlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('A user playlist', () => {
  const path = '/my-playlists/up-1';
  const route = '/my-playlists/:id';

  it('shows "Playlist not found" for an unknown id', async () => {
    renderScreen(<UserPlaylistRoute />, { path: '/my-playlists/x', route, routes: { 'GET /api/v1/playlists/x': notFound } });
    expect(await screen.findByText('Playlist not found')).toBeInTheDocument();
  });

  it('removes a track, renames, and deletes after confirmation', async () => {
    let detail = userPlaylistDetail();
    const { requests } = renderScreen(<UserPlaylistRoute />, {
      path,
      route,
      routes: {
        'GET /api/v1/playlists/up-1': () => json(200, detail),
        'GET /api/v1/playlists': userPlaylistList([]),
        'DELETE /api/v1/playlists/up-1/tracks/mine-1': () => {
          detail = { ...detail, tracks: detail.tracks.slice(1), track_count: 1 };
          return json(200, detail);
        },
        'PATCH /api/v1/playlists/up-1': async (request: Request) => {
          const changes = (await request.json()) as { name: string };
          detail = { ...detail, name: changes.name };
          return json(200, detail);
        },
        'DELETE /api/v1/playlists/up-1': () => new Response(null, { status: 204 }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Road Trip', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More options for Song 1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove from playlist' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play Song 1' })).not.toBeInTheDocument());
    expect(screen.getByText('1 song, about 3 min')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Night Drive');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Night Drive', level: 1 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete playlist' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete “Night Drive”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-playlists'));
    expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/v1/playlists/up-1'))).toBe(true);
  });

  it('"Export as M3U" in its menu downloads the server’s .m3u8 under the playlist’s name', async () => {
    const file = '#EXTM3U\n#EXTINF:214,Artist - Song 1\nMusic/song-1.mp3\n';
    const saved: Array<{ name: string; text: string }> = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((text) => saved.push({ name: '', text }));
      return 'blob:playlist';
    });
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: '' });
    });
    try {
      renderScreen(<UserPlaylistRoute />, {
        path,
        route,
        routes: {
          'GET /api/v1/playlists/up-1': userPlaylistDetail({ name: 'Road: Trip' }),
          'GET /api/v1/playlists/up-1/export': () => new Response(file, { status: 200, headers: { 'content-type': 'audio/x-mpegurl' } }),
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'More options for Road: Trip' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Export as M3U' }));
      await waitFor(() => expect(saved.map((s) => s.name || s.text)).toEqual(expect.arrayContaining(['Road Trip.m3u8', file])));
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('plays its tracks', async () => {
    const { player } = renderScreen(<UserPlaylistRoute />, { path, route, routes: { 'GET /api/v1/playlists/up-1': userPlaylistDetail({ tracks: tracks(4) }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Road Trip' }));
    expect(player.getSnapshot().context.queue).toHaveLength(4);
  });
});
