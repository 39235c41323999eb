import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { json, pending } from '../../storybook/mock-api';
import { SCREEN_TIMEOUT, screen } from '../../storybook/screen-meta';
import { CATALOGUE, IMPORT_DONE, IMPORT_FAILED, IMPORT_RUNNING } from './admin-fixtures';
import { AdminStory, EMPTY, every, failing, FILLED } from './admin-story-support';

const meta = { title: 'Admin console', component: AdminStory, parameters: { layout: 'fullscreen' }, tags: ['!autodocs'], args: { api: {} } } satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  args: { signedIn: false, api: { 'GET /api/v1/admin/session': () => json(401, { message: 'Wrong admin key', code: 'unauthorized' }) } },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText('Admin key', {}, SCREEN_TIMEOUT);
    await userEvent.type(field, 'not-the-key');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Wrong admin key', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const CodesFilled: Story = {
  args: { api: FILLED },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Lisbon office' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke ABCD-****-****' })).toBeVisible();
  },
};
export const CodesIssued: Story = {
  args: { api: { ...FILLED, 'POST /api/v1/admin/codes': { codes: [{ id: '9', code: 'QRST-UVWX-YZ23', plan: 'Premium', expires_at: '2026-12-24T07:00:00Z', device_limit: 3, note: null }] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Issue' }, SCREEN_TIMEOUT));
    await expect(await canvas.findByText('QRST-UVWX-YZ23', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const CodesEmpty: Story = { args: { api: EMPTY }, play: async ({ canvas }) => void (await expect(await canvas.findByText('No activation codes yet', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const CodesLoading: Story = { args: { api: every(pending) }, play: async ({ canvas }) => void (await expect(await canvas.findByText('Loading codes...', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const CodesError: Story = { args: { api: every(failing) }, play: async ({ canvas }) => void (await expect(await canvas.findByText('The service is unavailable. Please try again later.', {}, SCREEN_TIMEOUT)).toBeVisible()) };

export const DevicesFilled: Story = {
  args: { api: FILLED, tab: 'devices' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Neon Rain — Nova Lights' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Nothing' })).toBeVisible();
  },
};
export const DevicesEmpty: Story = { args: { api: EMPTY, tab: 'devices' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('No activated devices yet', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const DevicesLoading: Story = { args: { api: every(pending), tab: 'devices' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('Loading devices...', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const DevicesError: Story = { args: { api: every(failing), tab: 'devices' }, play: async ({ canvas }) => void (await expect(await canvas.findByRole('button', { name: 'Try again' }, SCREEN_TIMEOUT)).toBeVisible()) };

export const ActivityFilled: Story = {
  args: { api: FILLED, tab: 'activity' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Active devices now: 2 (1 playing)', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Plays per day, last 7 days' })).toBeVisible();
  },
};
export const ActivityEmpty: Story = { args: { api: EMPTY, tab: 'activity' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('No plays yet', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const ActivityLoading: Story = { args: { api: every(pending), tab: 'activity' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('Loading activity...', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const ActivityError: Story = { args: { api: every(failing), tab: 'activity' }, play: async ({ canvas }) => void (await expect(await canvas.findByRole('alert', {}, SCREEN_TIMEOUT)).toBeVisible()) };

export const ContentFilled: Story = {
  args: { api: FILLED, tab: 'content' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Broadcast by Tangerine' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Refresh Admin Show' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const ContentRefusedStream: Story = {
  args: { api: { ...FILLED, 'POST /api/v1/admin/radio': () => json(400, { message: 'The stream cannot be used: The stream URL does not answer audio (it sent text/html)', code: 'bad_request' }) }, tab: 'content' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Station name', {}, SCREEN_TIMEOUT), 'Page FM');
    await userEvent.type(canvas.getByLabelText('Stream URL'), 'https://example.com/page');
    await userEvent.click(canvas.getByRole('button', { name: 'Add station' }));
    await expect(await canvas.findByText(/does not answer audio/, {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const ContentSubscribed: Story = {
  args: { api: { ...FILLED, 'POST /api/v1/admin/podcasts': () => json(201, { podcast_id: '12', title: 'Night Talks', created: true, added: 8, updated: 0, skipped: ['"Episode 9": no audio enclosure'] }) }, tab: 'content' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('RSS feed URL', {}, SCREEN_TIMEOUT), 'https://feeds.example.com/night-talks.xml');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Night Talks: 8 episodes added, 0 updated, 1 skipped', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const ContentSubscribeRefused: Story = {
  args: {
    api: { ...FILLED, 'POST /api/v1/admin/podcasts': () => json(400, { message: 'The feed cannot be used: Refused feeds.home.lan: it resolves to 192.168.1.20 (private). Tick "on my own network" to allow an address on your own network.', code: 'bad_request' }) },
    tab: 'content',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('RSS feed URL', {}, SCREEN_TIMEOUT), 'http://feeds.home.lan/show.xml');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText(/^The feed cannot be used: Refused feeds\.home\.lan/, {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const ContentEmpty: Story = { args: { api: EMPTY, tab: 'content' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('No podcasts yet', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const ContentLoading: Story = { args: { api: every(pending), tab: 'content' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('Loading stations...', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const ContentError: Story = { args: { api: every(failing), tab: 'content' }, play: async ({ canvas }) => void (await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(3), SCREEN_TIMEOUT)) };

export const ContentImportRunning: Story = {
  args: { api: { ...FILLED, 'GET /api/v1/admin/imports': IMPORT_RUNNING }, tab: 'content' },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Importing /srv/music/Aurora Lane' }, SCREEN_TIMEOUT);
    await expect(bar).toHaveAttribute('aria-valuetext', '12 of 40 files');
    await expect(canvas.getByRole('button', { name: 'Start import' })).toBeDisabled();
  },
};
export const ContentImportDone: Story = {
  args: { api: { ...FILLED, 'GET /api/v1/admin/imports': IMPORT_DONE }, tab: 'content' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/37 added, 1 updated, 0 unchanged, 2 skipped/, {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'FLAC header not found' })).toBeVisible();
  },
};
export const ContentImportFailed: Story = {
  args: { api: { ...FILLED, 'GET /api/v1/admin/imports': IMPORT_FAILED }, tab: 'content' },
  play: async ({ canvas }) => void (await expect(await canvas.findByText(/The import of \/srv\/music\/Aurora Lane failed/, {}, SCREEN_TIMEOUT)).toBeVisible()),
};
export const ContentImportRefused: Story = {
  args: { api: { ...FILLED, 'POST /api/v1/admin/imports': () => json(404, { message: 'There is no folder /srv/music/Nobody on the server', code: 'not_found' }) }, tab: 'content' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Under /srv/music', {}, SCREEN_TIMEOUT)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Folder on the server'), 'Nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Start import' }));
    await expect(await canvas.findByText('There is no folder /srv/music/Nobody on the server', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const ContentEditStation: Story = {
  args: { api: { ...FILLED, 'PATCH /api/v1/admin/radio/7': () => json(400, { message: 'The stream cannot be used: The stream URL does not answer audio (it sent text/html)', code: 'bad_request' }) }, tab: 'content' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Night Jazz' }, SCREEN_TIMEOUT));
    const stream = canvas.getByLabelText('Stream');
    await expect(stream).toHaveValue('https://stream.example.com/jazz');
    await userEvent.clear(stream);
    await userEvent.type(stream, 'https://example.com/page');
    await userEvent.click(canvas.getByRole('button', { name: 'Save station' }));
    await expect(await canvas.findByText(/does not answer audio/, {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const CatalogueFilled: Story = {
  args: { api: FILLED, tab: 'catalogue' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Midnight Drive' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '9 tracks' })).toBeVisible();
  },
};
export const CatalogueEmpty: Story = { args: { api: EMPTY, tab: 'catalogue' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('No albums yet', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const CatalogueLoading: Story = { args: { api: every(pending), tab: 'catalogue' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('Loading the catalogue...', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const CatalogueError: Story = { args: { api: every(failing), tab: 'catalogue' }, play: async ({ canvas }) => void (await expect(await canvas.findByRole('alert', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const CatalogueEditAlbum: Story = {
  args: {
    api: {
      ...FILLED,
      'PATCH /api/v1/admin/albums/4': async (request: Request) => {
        const patch = (await request.json()) as { title?: string; year?: number };
        return json(200, { ...CATALOGUE.album[0], ...patch });
      },
    },
    tab: 'catalogue',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Midnight Drive' }, SCREEN_TIMEOUT));
    const title = screen().getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Midnight Drive (Deluxe)');
    await userEvent.click(screen().getByRole('button', { name: 'Save changes' }));
    await expect(await screen().findByText('Saved Midnight Drive (Deluxe)', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const CatalogueArtworkRefused: Story = {
  args: { api: { ...FILLED, 'POST /api/v1/admin/artwork': () => json(400, { message: 'This file is not an image: upload a JPEG, PNG, WebP or GIF', code: 'bad_request' }) }, tab: 'catalogue' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Slow Tide' }, SCREEN_TIMEOUT));
    await userEvent.upload(screen().getByLabelText('Artwork image'), new File(['not an image'], 'notes.png', { type: 'image/png' }));
    await expect(await screen().findByText('This file is not an image: upload a JPEG, PNG, WebP or GIF', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const CataloguePlaylistTracks: Story = {
  args: {
    api: {
      ...FILLED,
      'PUT /api/v1/admin/playlists/5/tracks': async (request: Request) => {
        const ids = ((await request.json()) as { track_ids: string[] }).track_ids;
        return json(200, { tracks: ids.map((id) => CATALOGUE.track.find((t) => t.id === id)) });
      },
    },
    tab: 'catalogue',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Kind', {}, SCREEN_TIMEOUT), 'playlist');
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Night Shift' }, SCREEN_TIMEOUT));
    await userEvent.click(await screen().findByRole('button', { name: 'Move Neon Rain down' }, SCREEN_TIMEOUT));
    await userEvent.click(screen().getByRole('button', { name: 'Remove Neon Rain' }));
    await userEvent.type(screen().getByLabelText('Find a track to add'), 'tide');
    await userEvent.click(await screen().findByRole('button', { name: 'Add Slow Tide' }, SCREEN_TIMEOUT));
    await userEvent.click(screen().getByRole('button', { name: 'Save tracks' }));
    await expect(await screen().findByText('Saved: 2 tracks', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const AuditFilled: Story = { args: { api: FILLED, tab: 'audit' }, play: async ({ canvas }) => void (await expect(await canvas.findByRole('cell', { name: 'admin-key.rotate' }, SCREEN_TIMEOUT)).toBeVisible()) };
export const AuditEmpty: Story = { args: { api: EMPTY, tab: 'audit' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('No admin actions yet', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const AuditLoading: Story = { args: { api: every(pending), tab: 'audit' }, play: async ({ canvas }) => void (await expect(await canvas.findByText('Loading the audit log...', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const AuditError: Story = { args: { api: every(failing), tab: 'audit' }, play: async ({ canvas }) => void (await expect(await canvas.findByRole('alert', {}, SCREEN_TIMEOUT)).toBeVisible()) };
