import type { Meta, StoryObj } from '@storybook/react-vite';
import { episodeToPlayerItem } from '@tangerine/player-web';
import { expect, within } from 'storybook/test';
import { episode, podcastDetail, podcastList } from '../../test-support/fixtures';
import { notFound, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { artwork, LONG_NAME, LONG_TITLE, manyPodcasts } from '../../storybook/story-fixtures';

const meta = { ...screenMeta, title: 'Podcasts', args: { path: '/podcasts', api: { 'GET /api/v1/browse/podcasts': podcastList(manyPodcasts(14)) } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first view asks for a category (no chip checked yet); a chip shows the count and the three sections. */
export const SelectACategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select a Category' }, SCREEN_TIMEOUT)).toBeVisible();
    const all = canvas.getByRole('radio', { name: 'All Podcasts' });
    await expect(all).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByRole('radio', { name: 'Comedy' }));
    await expect(await canvas.findByRole('heading', { name: 'Popular Podcasts' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Comedy' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('5 podcasts')).toBeVisible();
  },
};
export const AllPodcasts: Story = {
  args: { path: '/podcasts?category=all' },
  play: async ({ canvas }) => {
    for (const name of ['Popular Podcasts', 'Discover New', 'All Podcasts']) await expect(await canvas.findByRole('heading', { name }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/browse/podcasts': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading podcasts...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Empty: Story = {
  args: { api: { 'GET /api/v1/browse/podcasts': podcastList([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Podcasts Yet', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const LongTitlesManyPodcasts: Story = {
  args: { path: '/podcasts?category=all', api: { 'GET /api/v1/browse/podcasts': podcastList([...manyPodcasts(40), ...manyPodcasts(2, 'long').map((p) => ({ ...p, title: LONG_TITLE, author: LONG_NAME }))]) } },
};

const EPISODES = Array.from({ length: 9 }, (_, i) =>
  episode({ id: `ep-${i + 1}`, title: `Episode ${i + 1}`, season_number: i < 4 ? 1 : i < 7 ? 2 : 3, episode_number: (i % 4) + 1, duration: 1200 + i * 300, published_date: `2026-0${(i % 9) + 1}-05T12:00:00.000Z` }),
);
const PODCAST = podcastDetail({ artwork_url: artwork(3), episodes: EPISODES, episode_count: EPISODES.length });
const PODCAST_API = { 'GET /api/v1/browse/podcasts/pod-1': PODCAST };

export const Podcast: Story = {
  name: 'Podcast page',
  args: { path: '/podcast/pod-1', api: PODCAST_API },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pulp Stories', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText(/All Seasons \(9\)/)).toBeVisible();
  },
};
export const PodcastLoading: Story = {
  args: { path: '/podcast/pod-1', api: { 'GET /api/v1/browse/podcasts/pod-1': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading podcast...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const PodcastNotFound: Story = {
  args: { path: '/podcast/x', api: { 'GET /api/v1/browse/podcasts/x': notFound } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Podcast not found', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const PodcastNoEpisodes: Story = {
  args: { path: '/podcast/pod-1', api: { 'GET /api/v1/browse/podcasts/pod-1': podcastDetail({ episodes: [], episode_count: 0 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No episodes available', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const PodcastLongTitles: Story = {
  args: {
    path: '/podcast/pod-1',
    api: { 'GET /api/v1/browse/podcasts/pod-1': podcastDetail({ title: LONG_TITLE, author: LONG_NAME, description: `${LONG_TITLE}. `.repeat(6), episodes: EPISODES.map((e) => ({ ...e, title: `${LONG_TITLE} ${e.episode_number}`, description: `${LONG_TITLE}. `.repeat(3) })) }) },
  },
};
export const PodcastPlaying: Story = {
  name: 'Podcast page, an episode playing',
  args: { path: '/podcast/pod-1', api: PODCAST_API, player: 'playing', playerQueue: [episodeToPlayerItem(EPISODES[1], PODCAST)] },
};
export const PodcastFullscreen: Story = {
  args: { path: '/podcast/pod-1', api: PODCAST_API, player: 'fullscreen', playerQueue: [episodeToPlayerItem(EPISODES[1], PODCAST)] },
};

/** SPEC: clicking an episode row plays it; here the click lands on the description, not the title. */
export const PodcastEpisodeRowPlays: Story = {
  args: { path: '/podcast/pod-1', api: PODCAST_API },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Pulp Stories episodes' }, SCREEN_TIMEOUT);
    const row = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(row).getByText(/min$/));
    await expect(await canvas.findByRole('button', { name: 'Pause' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(row).toHaveAttribute('aria-current', 'true');
  },
};
export const ListPlaying: Story = { name: 'List, playing', args: { path: '/podcasts?category=all', player: 'playing', playerQueue: [episodeToPlayerItem(EPISODES[0], PODCAST)] } };
export const ListFullscreen: Story = { name: 'List, fullscreen', args: { path: '/podcasts?category=all', player: 'fullscreen', playerQueue: [episodeToPlayerItem(EPISODES[0], PODCAST)] } };
