import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_TITLE } from '../../test-support/fixtures';
import { EpisodeList, type EpisodeRowData } from './episode-list';

const episodes: EpisodeRowData[] = Array.from({ length: 6 }, (_, index) => ({
  id: `e${index + 1}`,
  title: `Episode ${6 - index}: The making of a record`,
  description: 'Artists take apart their songs and tell the story of how they were made, piece by piece, with the original recordings.',
  season: 2,
  episode: 6 - index,
  publishedAt: new Date(Date.UTC(2026, 9, 20 - index * 7)).toISOString(),
  duration: 1500 + index * 300,
}));

const meta = {
  title: 'Catalogue/EpisodeList',
  component: EpisodeList,
  args: { label: 'Episodes', episodes, onPlayEpisode: fn() },
} satisfies Meta<typeof EpisodeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByText('S2 E6')[0]).toBeVisible();
    await expect(canvas.getByText('25 min')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Episode 5/ }));
    await expect(args.onPlayEpisode).toHaveBeenCalledWith(expect.objectContaining({ id: 'e2' }), 1);
  },
};
export const Playing: Story = { args: { currentEpisodeId: 'e1', isPlaying: true } };
export const SparseData: Story = {
  args: { episodes: [{ id: 'x', title: LONG_TITLE }, { id: 'y', title: 'Bonus', episode: 3, duration: 59 }] },
};

/** A click anywhere on a row plays its episode; the title button plays it by keyboard. */
export const RowClickPlays: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('listitem');
    await userEvent.click(canvas.getAllByText(/Artists take apart their songs/)[2] as HTMLElement);
    await expect(args.onPlayEpisode).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'e3' }), 2);
    await userEvent.click(canvas.getByText('25 min'));
    await expect(args.onPlayEpisode).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'e1' }), 0);
    await expect(args.onPlayEpisode).toHaveBeenCalledTimes(2);
    await expect(rows).toHaveLength(6);

    const title = canvas.getByRole('button', { name: /Episode 3/ });
    title.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlayEpisode).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'e4' }), 3);
    // One call per activation: the title's click does not also play through the row.
    await expect(args.onPlayEpisode).toHaveBeenCalledTimes(3);
  },
};
