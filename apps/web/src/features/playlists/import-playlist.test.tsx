import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { userPlaylist, userPlaylistList } from '../../test-support/fixtures';
import { Component as MyPlaylistsRoute } from './my-playlists-route';

describe('Import playlist', () => {
  it('sends the chosen file and shows the report of entries that matched nothing', async () => {
    const sent: Array<{ name: string; content_base64: string }> = [];
    renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: {
        'GET /api/v1/playlists': userPlaylistList([]),
        'POST /api/v1/playlists/import': async (request: Request) => {
          sent.push((await request.json()) as { name: string; content_base64: string });
          return json(201, { playlist: userPlaylist({ id: 'up-5', name: 'Road trip' }), entries: 2, matched: 1, unmatched: [{ line: 3, location: 'nothing.mp3', reason: 'Not found' }] });
        },
      },
    });
    const text = '#EXTM3U\nNova Lights/Neon Rain.mp3\nnothing.mp3\n';
    await userEvent.upload(await screen.findByLabelText('Import playlist'), new File([text], 'Road trip.m3u8', { type: 'audio/x-mpegurl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Playlist imported' });
    expect(within(dialog).getByText('"Road trip": 1 song added from 2 entries.')).toBeInTheDocument();
    expect(within(dialog).getByText('Line 3: nothing.mp3')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Road trip', content_base64: btoa(text) }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open playlist' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-playlists/up-5'));
  });

  it('refuses a file over 50 MB before sending it', async () => {
    let calls = 0;
    renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: {
        'GET /api/v1/playlists': userPlaylistList([]),
        'POST /api/v1/playlists/import': () => {
          calls += 1;
          return json(201, {});
        },
      },
    });
    const file = new File(['#EXTM3U\n'], 'huge.m3u');
    Object.defineProperty(file, 'size', { value: 50 * 1024 * 1024 + 1 });
    await userEvent.upload(await screen.findByLabelText('Import playlist'), file);
    expect(await screen.findByText('A playlist file can be at most 50 MB')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('says why the server refused a file (one with no entries), and makes no playlist', async () => {
    renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: {
        'GET /api/v1/playlists': userPlaylistList([]),
        'POST /api/v1/playlists/import': () => json(400, { message: 'The file holds no playlist entries (.m3u, .m3u8 or .pls)', code: 'bad_request' }),
      },
    });
    await userEvent.upload(await screen.findByLabelText('Import playlist'), new File(['just some notes\n'], 'notes.m3u', { type: 'audio/x-mpegurl' }));
    expect(await screen.findByText('The file holds no playlist entries (.m3u, .m3u8 or .pls)', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Playlist imported' })).toBeNull();
  });
});
