import type { Meta, StoryObj } from '@storybook/react-vite';
import { stationToPlayerItem } from '@tangerine/player-web';
import { expect } from 'storybook/test';
import { station, stationList } from '../../test-support/fixtures';
import { notFound, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { artwork, LONG_NAME, LONG_TITLE, manyStations } from '../../storybook/story-fixtures';

const STATIONS = manyStations(14);

const meta = { ...screenMeta, title: 'Radio', args: { path: '/radio', api: { 'GET /api/v1/browse/radio': stationList(STATIONS) } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first view asks for a category (no chip checked yet); choosing "All" shows Popular Stations, Discover New and the list. */
export const SelectACategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select a Category' }, SCREEN_TIMEOUT)).toBeVisible();
    const all = canvas.getByRole('radio', { name: 'All' });
    await expect(all).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByRole('heading', { name: 'Popular Stations' })).not.toBeInTheDocument();
    await userEvent.click(all);
    for (const name of ['Popular Stations', 'Discover New', 'All Stations']) await expect(await canvas.findByRole('heading', { name })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
  },
};
export const AllStations: Story = {
  args: { path: '/radio?category=all' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Popular Stations' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/browse/radio': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading radio stations...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Empty: Story = {
  args: { api: { 'GET /api/v1/browse/radio': stationList([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Radio Stations Yet', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const LongNamesManyStations: Story = {
  args: { path: '/radio?category=all', api: { 'GET /api/v1/browse/radio': stationList([...manyStations(40), station({ id: 'st-long', name: LONG_NAME, description: LONG_TITLE, popularity: 1000 })]) } },
};

const STATION = station({ artwork_url: artwork(4), genres: ['Pop', 'Dance', 'Indie'] });
export const Station: Story = {
  name: 'Station page',
  args: { path: '/radio/st-1', api: { 'GET /api/v1/browse/radio/st-1': STATION } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tangerine FM', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Listen Live/ })).toBeVisible();
  },
};
export const StationLoading: Story = {
  args: { path: '/radio/st-1', api: { 'GET /api/v1/browse/radio/st-1': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading station...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const StationNotFound: Story = {
  args: { path: '/radio/x', api: { 'GET /api/v1/browse/radio/x': notFound } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Radio station not found', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const StationLongText: Story = {
  args: { path: '/radio/st-1', api: { 'GET /api/v1/browse/radio/st-1': station({ name: LONG_NAME, description: `${LONG_TITLE}. `.repeat(8), genres: ['Pop', 'Dance', 'Indie', 'Electronic', 'House', 'Ambient', 'Lo-Fi'] }) } },
};
export const StationPlaying: Story = {
  name: 'Station page, playing live',
  args: { path: '/radio/st-1', api: { 'GET /api/v1/browse/radio/st-1': STATION }, player: 'playing', playerQueue: [stationToPlayerItem(STATION)] },
};
export const StationFullscreen: Story = {
  args: { path: '/radio/st-1', api: { 'GET /api/v1/browse/radio/st-1': STATION }, player: 'fullscreen', playerQueue: [stationToPlayerItem(STATION)] },
};
export const ListPlaying: Story = { name: 'List, playing live', args: { path: '/radio?category=all', player: 'playing', playerQueue: [stationToPlayerItem(STATIONS[0])] } };
export const ListFullscreen: Story = { name: 'List, fullscreen', args: { path: '/radio?category=all', player: 'fullscreen', playerQueue: [stationToPlayerItem(STATIONS[0])] } };
