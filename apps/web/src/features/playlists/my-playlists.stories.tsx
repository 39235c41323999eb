import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { readyMadePlaylists, userPlaylist, userPlaylistDetail, userPlaylistList } from '../../test-support/fixtures';
import { json, notFound, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT, screen } from '../../storybook/screen-meta';
import { LONG_TITLE, manyTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';

const MINE = Array.from({ length: 6 }, (_, i) => userPlaylist({ id: `up-${i + 1}`, name: ['Road Trip', 'Gym', 'Sunday', 'Focus', 'Party', 'Sleep'][i], track_count: i * 3 }));

const meta = { ...screenMeta, title: 'My Playlists', args: { path: '/my-playlists', api: { 'GET /api/v1/playlists': userPlaylistList(MINE) } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Road Trip', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Empty: Story = {
  args: { api: { 'GET /api/v1/playlists': userPlaylistList([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No playlists yet', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('Create your first playlist to get started')).toBeVisible();
  },
};
/** A fresh code: none of its own yet, and the library's ready-made smart playlists below. */
export const FreshCodeWithReadyMade: Story = {
  args: { api: { 'GET /api/v1/playlists': userPlaylistList([]), 'GET /api/v1/smart-playlists/ready-made': readyMadePlaylists([120, 0, 340]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No playlists yet', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Ready-made' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Not played in a year/ })).toHaveAttribute('href', '/my-playlists/ready-3');
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/playlists': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading playlists...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const LongNamesManyPlaylists: Story = {
  args: { api: { 'GET /api/v1/playlists': userPlaylistList(Array.from({ length: 30 }, (_, i) => userPlaylist({ id: `up-${i + 1}`, name: i % 3 === 0 ? `${LONG_TITLE} ${i + 1}` : `Mix ${i + 1}`, track_count: i }))) } },
};

/** The create modal refuses an empty name with "Please enter a playlist name". */
export const CreateValidation: Story = {
  name: 'Create Playlist: name required',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Playlist' }, SCREEN_TIMEOUT));
    const dialog = await screen().findByRole('dialog', { name: 'Create Playlist' });
    // The dialog fades in: visible once its opening transition has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen().getByRole('button', { name: 'Create' }));
    await expect(await screen().findByRole('alert')).toHaveTextContent('Please enter a playlist name');
    await expect(screen().getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen().getByRole('textbox', { name: 'Name' }), 'Summer');
    await expect(screen().queryByText('Please enter a playlist name')).not.toBeInTheDocument();
  },
};

export const UserPlaylist: Story = {
  name: 'A playlist of mine (/my-playlists/:id)',
  args: { path: '/my-playlists/up-1', api: { 'GET /api/v1/playlists/up-1': userPlaylistDetail({ tracks: manyTracks(9, 'mine'), track_count: 9 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Road Trip', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
/** A ready-made playlist: played, downloaded and exported, never renamed, edited or deleted. */
export const ReadyMadePlaylist: Story = {
  args: { path: '/my-playlists/ready-2', api: { 'GET /api/v1/playlists/ready-2': userPlaylistDetail({ ...readyMadePlaylists().playlists[1], tracks: manyTracks(3, 'mine'), track_count: 3 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Most played', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};
export const UserPlaylistEmpty: Story = {
  args: { path: '/my-playlists/up-1', api: { 'GET /api/v1/playlists/up-1': userPlaylistDetail({ tracks: [], track_count: 0 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This playlist is empty', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const UserPlaylistNotFound: Story = {
  args: { path: '/my-playlists/x', api: { 'GET /api/v1/playlists/x': notFound } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Playlist not found', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Playing: Story = { args: { player: 'playing', queue: PLAYING_QUEUE } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };

const PLAYLIST_FILE = () => new File(['#EXTM3U\n#EXTINF:214,Nova Lights - Neon Rain\nNova Lights/Neon Rain.mp3\n'], 'Road trip.m3u8', { type: 'audio/x-mpegurl' });

/** "Import playlist" while the file is read and matched on the server. */
export const Importing: Story = {
  args: { api: { 'GET /api/v1/playlists': userPlaylistList(MINE), 'POST /api/v1/playlists/import': pending } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('Import playlist', {}, SCREEN_TIMEOUT), PLAYLIST_FILE());
    await expect(await canvas.findByText('Importing...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** A file the server refuses: the reason is told and no playlist is made. */
export const ImportRefused: Story = {
  args: { api: { 'GET /api/v1/playlists': userPlaylistList(MINE), 'POST /api/v1/playlists/import': () => json(400, { message: 'The file holds no playlist entries (.m3u, .m3u8 or .pls)', code: 'bad_request' }) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('Import playlist', {}, SCREEN_TIMEOUT), PLAYLIST_FILE());
    await expect(await screen().findByText('The file holds no playlist entries (.m3u, .m3u8 or .pls)', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
