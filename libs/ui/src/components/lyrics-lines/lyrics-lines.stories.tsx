import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LyricsLines } from './lyrics-lines';

const synced = {
  synced: true,
  lines: [
    { start: 2, text: 'Down by the harbour the lanterns are low' },
    { start: 6.5, text: 'Salt on the ropes and the tide running slow' },
    { start: 11, text: '' },
    { start: 15.25, text: 'Sing me the weather, sing me the way' },
    { start: 20, text: 'Home through the heather at the end of the day' },
  ],
};

const meta = {
  title: 'Player/LyricsLines',
  component: LyricsLines,
  args: { lyrics: synced, currentTime: 7, onSeek: fn() },
} satisfies Meta<typeof LyricsLines>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Synced: Story = {
  name: 'Synced: the line sung now is highlighted; a click seeks',
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('button', { current: true });
    await expect(current).toHaveTextContent('Salt on the ropes and the tide running slow');
    await expect(canvas.getAllByRole('button', { current: true })).toHaveLength(1);
    await expect(parseFloat(getComputedStyle(current).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(canvas.getByRole('button', { name: /Sing me the weather/ })).fontSize));
    await userEvent.click(canvas.getByRole('button', { name: /Home through the heather/ }));
    await expect(args.onSeek).toHaveBeenCalledWith(20);
  },
};

const wordTimed = {
  synced: true,
  lines: [
    { start: 2, text: 'Down by the harbour', words: [{ start: 2, text: 'Down' }, { start: 2.6, text: 'by' }, { start: 3, text: 'the' }, { start: 3.4, text: 'har' }, { start: 3.9, text: 'bour' }] },
    { start: 6.5, text: 'Salt on the ropes', words: [{ start: 6.5, text: 'Salt' }, { start: 7.2, text: 'on' }, { start: 7.6, text: 'the' }, { start: 8, text: 'ropes' }] },
  ],
};

export const WordByWord: Story = {
  name: 'Word by word: the word sung now is marked, sung words bright',
  args: { lyrics: wordTimed, currentTime: 3.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('button', { current: true });
    // The accessible name stays the whole line; the word sung now is the one mark.
    await expect(current).toHaveAccessibleName('Down by the harbour');
    const marks = current.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toEqual(['har']);
    const colour = (text: string) => getComputedStyle([...current.querySelectorAll('span, mark')].find((node) => node.textContent === text) as Element).color;
    await expect(colour('har')).not.toBe(colour('bour'));
    await expect(colour('Down')).not.toBe(colour('bour'));
    // Only the line sung now is cut into words.
    await expect(canvas.getByRole('button', { name: 'Salt on the ropes' }).querySelectorAll('span, mark')).toHaveLength(0);
  },
};

export const BeforeTheFirstLine: Story = {
  args: { currentTime: 0.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { current: true })).toBeNull();
  },
};

export const Plain: Story = {
  name: 'Plain: text as it is, nothing to click',
  args: { lyrics: { synced: false, lines: [{ start: null, text: 'No times here' }, { start: null, text: '' }, { start: null, text: 'Just words' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Just words')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
