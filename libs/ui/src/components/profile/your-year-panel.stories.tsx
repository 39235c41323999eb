import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { YourYearPanel, type YearTopEntry } from './your-year-panel';

const entries = (names: string[], first: number): YearTopEntry[] => names.map((name, i) => ({ id: `${name}-${i}`, name, playCount: first - i * 7 }));

const meta = {
  title: 'Profile/Your year',
  component: YourYearPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    year: 2026,
    figures: {
      minutesListened: 12_480,
      playCount: 3_310,
      topArtists: entries(['Nova Lights', 'Brass Engine', 'Willow & Pine'], 120),
      topAlbums: entries(['Midnight Drive', 'Harbour Sessions'], 80),
      topTracks: entries(['Neon Rain', 'Harbour Lights', 'Let It Be Loud', 'Still Meridian, Part II', 'A very long song title that keeps on going past the edge'], 40),
    },
  },
} satisfies Meta<typeof YourYearPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Minutes listened, plays, and the year's top artists, albums and tracks. */
export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Your year/ })).toBeVisible();
    await expect(canvas.getByText('12,480')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Top artists' })).getByText('Nova Lights')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Top tracks' })).getAllByRole('listitem')).toHaveLength(5);
  },
};
export const Loading: Story = { args: { figures: null }, play: async ({ canvas }) => expect(canvas.getByText('…')).toBeVisible() };
export const NothingPlayed: Story = {
  args: { figures: { minutesListened: 0, playCount: 0, topArtists: [], topAlbums: [], topTracks: [] } },
  play: async ({ canvas }) => expect(canvas.getByText('Nothing played this year yet.')).toBeVisible(),
};
export const Failed: Story = {
  args: { figures: null, error: 'Could not load your year' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your year'),
};
