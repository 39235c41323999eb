import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { userPlaylist, userPlaylistDetail, userPlaylistList } from '../../test-support/fixtures';
import { Component as MyPlaylistsRoute } from './my-playlists-route';
import { Component as UserPlaylistRoute } from './user-playlist-route';

const WAIT = { timeout: 10_000 };

describe('New smart playlist', () => {
  it('previews the count of matching songs as one types, shows a refused rule in place, and saves the rules', async () => {
    const previews: unknown[] = [];
    const created: unknown[] = [];
    renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: {
        'GET /api/v1/playlists': userPlaylistList([]),
        'POST /api/v1/smart-playlists/preview': async (request: Request) => {
          const { rules } = (await request.json()) as { rules: { rules: Array<{ value: unknown }> } };
          previews.push(rules);
          const value = rules.rules[0]?.value;
          return value === 'bad' ? json(400, { message: 'The field "genre" with "is" needs a text', code: 'bad_request' }) : json(200, { track_count: String(value).length });
        },
        'POST /api/v1/smart-playlists': async (request: Request) => {
          created.push(await request.json());
          return json(201, { ...userPlaylist({ id: 'up-9', name: 'Synth' }), track_count: 9 });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New smart playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'New smart playlist' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Synth');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value of rule 1' }), 'Synthwave');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('9 songs match'));
    // The count follows a pause in typing, not every key.
    expect(previews.length).toBeLessThan('Synthwave'.length);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Value of rule 1' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value of rule 1' }), 'bad');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('needs a text'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Value of rule 1' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value of rule 1' }), 'Synthwave');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-playlists/up-9'));
    expect(created).toEqual([{ name: 'Synth', rules: { match: 'all', rules: [{ field: 'genre', op: 'is', value: 'Synthwave' }], limit: 1000 } }]);
  });

  it('"Edit rules" opens the editor on a smart playlist’s name and rules and saves them to it', async () => {
    const rules = { match: 'all', rules: [{ field: 'genre', op: 'is', value: 'Rock' }], sort: { field: 'play_count', direction: 'desc' }, limit: 50 };
    const saved: unknown[] = [];
    renderScreen(<UserPlaylistRoute />, {
      path: '/my-playlists/up-1',
      route: '/my-playlists/:id',
      routes: {
        'GET /api/v1/playlists/up-1': userPlaylistDetail({ name: 'Loud', rules } as never),
        'POST /api/v1/smart-playlists/preview': json(200, { track_count: 4 }),
        'PUT /api/v1/smart-playlists/up-1': async (request: Request) => {
          saved.push(await request.json());
          return json(200, { ...userPlaylist({ id: 'up-1', name: 'Louder' }), track_count: 4 });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit smart playlist' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Loud');
    expect(within(dialog).getByRole('textbox', { name: 'Value of rule 1' })).toHaveValue('Rock');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Louder');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('4 songs match'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Louder', rules }]));
  });

  it('nests any/all groups inside groups up to the depth cap, which it explains, and saves them as nested rules', async () => {
    const created: unknown[] = [];
    renderScreen(<MyPlaylistsRoute />, {
      path: '/my-playlists',
      routes: {
        'GET /api/v1/playlists': userPlaylistList([]),
        'POST /api/v1/smart-playlists/preview': json(200, { track_count: 5 }),
        'POST /api/v1/smart-playlists': async (request: Request) => {
          created.push(await request.json());
          return json(201, { ...userPlaylist({ id: 'up-7', name: 'Rock or Neon' }), track_count: 5 });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New smart playlist' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New smart playlist' }, WAIT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rock or Neon');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value of rule 1' }), 'Rock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    const group = within(dialog).getByRole('group', { name: 'Group 2' });
    expect(within(dialog).getByRole('combobox', { name: 'Match of group 2' })).toHaveValue('any');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Value of rule 2.1' }), 'Neon');
    // Groups inside groups, down to the fifth level, where the editor says why it stops.
    for (const path of ['2', '2.2', '2.2.2']) await userEvent.click(within(dialog).getByRole('button', { name: `Add group to group ${path}` }));
    expect(within(dialog).getByRole('group', { name: 'Group 2.2.2.2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add group to group 2.2.2.2' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add group to group 2.2.2' })).toBeEnabled();
    expect(within(dialog).getByText('Groups nest at most 5 deep: add rules to this group instead.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove group 2.2' }));
    expect(within(dialog).queryByRole('group', { name: 'Group 2.2' })).toBeNull();
    expect(within(dialog).queryByText(/Groups nest at most/)).toBeNull();

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('5 songs match'), WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1), WAIT);
    expect(created[0]).toEqual({
      name: 'Rock or Neon',
      rules: { match: 'all', rules: [{ field: 'genre', op: 'is', value: 'Rock' }, { match: 'any', rules: [{ field: 'title', op: 'contains', value: 'Neon' }] }], limit: 1000 },
    });
  }, 60_000);

  it('"Edit rules" opens nested groups in the editor', async () => {
    const nested = { match: 'any', rules: [{ match: 'all', rules: [{ field: 'genre', op: 'is', value: 'Rock' }] }] };
    renderScreen(<UserPlaylistRoute />, {
      path: '/my-playlists/up-1',
      route: '/my-playlists/:id',
      routes: { 'GET /api/v1/playlists/up-1': userPlaylistDetail({ name: 'Nested', rules: nested } as never), 'POST /api/v1/smart-playlists/preview': json(200, { track_count: 1 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit rules' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Edit smart playlist' }, WAIT);
    expect(within(dialog).getByRole('combobox', { name: 'Match of group 1' })).toHaveValue('all');
    expect(within(within(dialog).getByRole('group', { name: 'Group 1' })).getByRole('textbox', { name: 'Value of rule 1.1' })).toHaveValue('Rock');
  });

  it('offers no "Edit rules" for a playlist of chosen songs', async () => {
    renderScreen(<UserPlaylistRoute />, { path: '/my-playlists/up-2', route: '/my-playlists/:id', routes: { 'GET /api/v1/playlists/up-2': userPlaylistDetail({ id: 'up-2', name: 'Chosen' }) } });
    expect(await screen.findByRole('heading', { name: 'Chosen', level: 1 }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit rules' })).toBeNull();
  });
});
