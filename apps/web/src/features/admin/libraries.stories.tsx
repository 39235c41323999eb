import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { json, pending } from '../../storybook/mock-api';
import { SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { IMPORTED_PLAYLIST_FILE, LIBRARIES, LIBRARIES_SCANNING, LIBRARY, NEW_LIBRARY, OFFERED_PLAYLIST_FILE } from './admin-fixtures';
import { AdminStory, EMPTY, every, failing, FILLED } from './admin-story-support';

const meta = { title: 'Admin console/Libraries', component: AdminStory, parameters: { layout: 'fullscreen' }, tags: ['!autodocs'], args: { api: {}, tab: 'libraries' } } satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { api: FILLED },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: '/srv/music/Home' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '2026-11-24 07:30: 3 added, 1 moved, 2 removed in 2.4 s' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Never scanned' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Scan now: Home music' })).toBeEnabled();
  },
};

export const Empty: Story = { args: { api: EMPTY }, play: async ({ canvas }) => void (await expect(await canvas.findByText('No music libraries yet', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const Loading: Story = { args: { api: every(pending) }, play: async ({ canvas }) => void (await expect(await canvas.findByText('Loading libraries...', {}, SCREEN_TIMEOUT)).toBeVisible()) };
export const Failed: Story = { args: { api: every(failing) }, play: async ({ canvas }) => void (await expect(await canvas.findByText('The service is unavailable. Please try again later.', {}, SCREEN_TIMEOUT)).toBeVisible()) };

export const Scanning: Story = {
  args: { api: { ...FILLED, 'GET /api/v1/admin/libraries': LIBRARIES_SCANNING } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Scanning Vinyl rips' }, SCREEN_TIMEOUT);
    await expect(bar).toHaveAttribute('aria-valuenow', '140');
    await expect(canvas.getByText('Side A/03 Blue Room.flac')).toBeVisible();
    // One scan at a time: the buttons wait for it.
    await expect(canvas.getByRole('button', { name: 'Scan now: Home music' })).toBeDisabled();
  },
};

/** "Scan now": the list is fetched again and shows the scan until it ends. */
export const ScanNow: Story = {
  args: {
    api: (() => {
      let asked = false;
      return {
        ...FILLED,
        'GET /api/v1/admin/libraries': () => json(200, asked ? LIBRARIES_SCANNING : LIBRARIES),
        'POST /api/v1/admin/libraries/2/scan': () => {
          asked = true;
          return json(202, NEW_LIBRARY);
        },
      };
    })(),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan now: Vinyl rips' }, SCREEN_TIMEOUT));
    await expect(await canvas.findByRole('progressbar', { name: 'Scanning Vinyl rips' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const AddMissingFolder: Story = {
  args: { api: { ...FILLED, 'POST /api/v1/admin/libraries': () => json(404, { message: 'There is no folder /srv/music/Nowhere on the server', code: 'not_found' }) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Music folder on the server', {}, SCREEN_TIMEOUT), 'Nowhere');
    await userEvent.click(canvas.getByRole('button', { name: 'Add folder' }));
    await expect(await canvas.findByRole('alert', {}, SCREEN_TIMEOUT)).toHaveTextContent('There is no folder /srv/music/Nowhere on the server');
  },
};

export const Added: Story = {
  args: { api: { ...FILLED, 'POST /api/v1/admin/libraries': () => json(201, NEW_LIBRARY) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Music folder on the server', {}, SCREEN_TIMEOUT), 'Vinyl');
    await userEvent.type(canvas.getByLabelText('Library name'), 'Vinyl rips');
    await userEvent.click(canvas.getByRole('button', { name: 'Add folder' }));
    await expect(await canvas.findByText('Added Vinyl rips: its first scan has started.', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByLabelText('Music folder on the server')).toHaveValue('');
  },
};

export const Problems: Story = {
  args: { api: { ...FILLED, 'GET /api/v1/admin/libraries': { ...LIBRARIES, ffmpeg: false } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/ffmpeg is not installed on the server/, {}, SCREEN_TIMEOUT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Problems of ${LIBRARY.name}` }));
    const problems = within(await canvas.findByRole('region', { name: `Problems of ${LIBRARY.name}` }, SCREEN_TIMEOUT));
    await expect(await problems.findByRole('cell', { name: 'unsupported: .pdf files are not audio' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(problems.getByRole('cell', { name: 'Old/gone.mp3' })).toBeVisible();
    await expect(problems.getByText('1 tracks cannot play: their format needs ffmpeg, which is not installed on the server.')).toBeVisible();
    await expect(problems.getByRole('cell', { name: 'ALAC' })).toBeVisible();
  },
};

export const Removed: Story = {
  args: {
    api: (() => {
      let removed = false;
      return {
        ...FILLED,
        'GET /api/v1/admin/libraries': () => json(200, removed ? { ...LIBRARIES, libraries: [LIBRARY] } : LIBRARIES),
        'DELETE /api/v1/admin/libraries/2': () => {
          removed = true;
          return json(200, NEW_LIBRARY);
        },
      };
    })(),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Vinyl rips' }, SCREEN_TIMEOUT));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove Vinyl rips' })).toBeNull(), SCREEN_TIMEOUT);
    await expect(canvas.getByRole('button', { name: 'Remove Home music' })).toBeVisible();
  },
};

const PLAYLIST_FILES_LABEL = `Playlist files of ${LIBRARY.name}`;

/** Playlist files found in the folder, offered: one not decided, one ignored. */
export const PlaylistFiles: Story = {
  args: { api: FILLED },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PLAYLIST_FILES_LABEL }, SCREEN_TIMEOUT));
    const files = within(await canvas.findByRole('region', { name: PLAYLIST_FILES_LABEL }, SCREEN_TIMEOUT));
    await expect(await files.findByRole('cell', { name: 'Mixes/Road trip.m3u8' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(files.getByRole('cell', { name: 'Not decided' })).toBeVisible();
    await expect(files.getByRole('cell', { name: 'Ignored' })).toBeVisible();
    await expect(files.getByRole('button', { name: 'Import Mixes/Road trip.m3u8' })).toBeEnabled();
    await expect(files.getByRole('button', { name: 'Ignore Mixes/Road trip.m3u8' })).toBeEnabled();
    await expect(files.queryByRole('button', { name: 'Ignore Old/party.pls' })).toBeNull();
  },
};

/** "Import": the file becomes a playlist of the library, with what matched and each entry that did not. */
export const PlaylistFileImported: Story = {
  args: {
    api: (() => {
      let imported = false;
      return {
        ...FILLED,
        'GET /api/v1/admin/libraries/1/playlist-files': () => json(200, { playlist_files: imported ? [IMPORTED_PLAYLIST_FILE] : [OFFERED_PLAYLIST_FILE] }),
        'POST /api/v1/admin/libraries/1/playlist-files/4': () => {
          imported = true;
          return json(200, IMPORTED_PLAYLIST_FILE);
        },
      };
    })(),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PLAYLIST_FILES_LABEL }, SCREEN_TIMEOUT));
    await userEvent.click(await canvas.findByRole('button', { name: 'Import Mixes/Road trip.m3u8' }, SCREEN_TIMEOUT));
    const files = within(await canvas.findByRole('region', { name: PLAYLIST_FILES_LABEL }, SCREEN_TIMEOUT));
    await expect(await files.findByText('2 songs of 3 entries matched.', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(files.getByRole('cell', { name: 'Imported' })).toBeVisible();
    await expect(files.getByRole('cell', { name: '../../Elsewhere/song.mp3' })).toBeVisible();
    await expect(files.getByRole('cell', { name: 'The path leaves the library folder' })).toBeVisible();
    // Imported again, it is read anew; ignored, its playlist goes.
    await expect(files.getByRole('button', { name: 'Import Mixes/Road trip.m3u8' })).toBeEnabled();
    await expect(files.getByRole('button', { name: 'Ignore Mixes/Road trip.m3u8' })).toBeEnabled();
  },
};

export const PlaylistFileRefused: Story = {
  args: { api: { ...FILLED, 'POST /api/v1/admin/libraries/1/playlist-files/4': () => json(400, { message: 'Mixes/Road trip.m3u8: A playlist file can be at most 50 MB', code: 'bad_request' }) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PLAYLIST_FILES_LABEL }, SCREEN_TIMEOUT));
    await userEvent.click(await canvas.findByRole('button', { name: 'Import Mixes/Road trip.m3u8' }, SCREEN_TIMEOUT));
    await expect(await canvas.findByRole('alert', {}, SCREEN_TIMEOUT)).toHaveTextContent('Mixes/Road trip.m3u8: A playlist file can be at most 50 MB');
    await expect(canvas.getByRole('cell', { name: 'Not decided' })).toBeVisible();
  },
};

export const NoPlaylistFiles: Story = {
  args: { api: { ...FILLED, 'GET /api/v1/admin/libraries/1/playlist-files': { playlist_files: [] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PLAYLIST_FILES_LABEL }, SCREEN_TIMEOUT));
    await expect(await canvas.findByText(`No playlist files (.m3u, .m3u8, .pls) were found in ${LIBRARY.name}.`, {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const PlaylistFilesLoading: Story = {
  args: { api: { ...FILLED, 'GET /api/v1/admin/libraries/1/playlist-files': pending } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PLAYLIST_FILES_LABEL }, SCREEN_TIMEOUT));
    await expect(await canvas.findByText(`Looking for playlist files in ${LIBRARY.name}...`, {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const PlaylistFilesFailed: Story = {
  args: { api: { ...FILLED, 'GET /api/v1/admin/libraries/1/playlist-files': failing } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: PLAYLIST_FILES_LABEL }, SCREEN_TIMEOUT));
    await expect(await canvas.findByText('The service is unavailable. Please try again later.', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
