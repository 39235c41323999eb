import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { readyMadePlaylists, userPlaylistDetail, userPlaylistList } from '../../test-support/fixtures';
import { Component as MyPlaylistsRoute } from './my-playlists-route';
import { Component as UserPlaylistRoute } from './user-playlist-route';

const WAIT = { timeout: 10_000 };

describe('ready-made smart playlists', () => {
  it('show in My Playlists under "Ready-made" beside the empty state of a fresh code, and open their page', async () => {
    renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: { 'GET /api/v1/playlists': userPlaylistList([]), 'GET /api/v1/smart-playlists/ready-made': readyMadePlaylists() },
    });
    expect(await screen.findByText('No playlists yet', {}, WAIT)).toBeInTheDocument();
    const section = (await screen.findByRole('heading', { name: 'Ready-made' }, WAIT)).closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: /Most played/ })).toHaveAttribute('href', '/my-playlists/ready-2');
    expect(within(section).getByText('3 tracks')).toBeInTheDocument();
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Recently added', 'Most played', 'Not played in a year']);
  });

  it('play and export like any playlist but offer no rename, rule editing, delete or removing a song', async () => {
    const made = readyMadePlaylists().playlists[1];
    renderScreen(<UserPlaylistRoute />, { path: '/my-playlists/ready-2', route: '/my-playlists/:id', routes: { 'GET /api/v1/playlists/ready-2': userPlaylistDetail({ ...made }) } });
    expect(await screen.findByRole('heading', { name: 'Most played', level: 1 }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More options for Most played' })).toBeInTheDocument();
    for (const name of ['Rename', 'Edit rules', 'Delete']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('are what "Start from" offers in the editor', async () => {
    renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: {
        'GET /api/v1/playlists': userPlaylistList([]),
        'GET /api/v1/smart-playlists/ready-made': readyMadePlaylists(),
        'POST /api/v1/smart-playlists/preview': json(200, { track_count: 7 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New smart playlist' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New smart playlist' }, WAIT);
    const startFrom = await within(dialog).findByRole('combobox', { name: 'Start from' }, WAIT);
    expect(within(startFrom).getAllByRole('option').map((o) => o.textContent)).toEqual(['My own rules', 'Recently added', 'Most played', 'Not played in a year']);
    await userEvent.selectOptions(startFrom, 'Most played');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Most played');
    expect(within(dialog).getByRole('combobox', { name: 'Field of rule 1' })).toHaveValue('play_count');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('7 songs match'), WAIT);
  });
});
