import { checkIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Chip, ChipGroup, type ChipGroupProps } from './chip';

function StatefulChipGroup(props: ChipGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChipGroup
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const searchFilters = [
  { value: 'all', label: 'All' },
  { value: 'song', label: 'Song' },
  { value: 'album', label: 'Album' },
  { value: 'artist', label: 'Artist' },
  { value: 'playlist', label: 'Playlist' },
];

const meta = {
  title: 'Components/ChipGroup',
  component: ChipGroup,
  render: (args) => <StatefulChipGroup {...args} />,
  args: { label: 'Filter results', options: searchFilters, value: 'all', onChange: fn() },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchFilters: Story = {};

/** The radio and podcast category picker before the first choice: no chip is checked, Tab enters at the first. */
export const NothingChosenYet: Story = {
  args: {
    label: 'Category',
    value: '',
    options: [
      { value: 'all', label: 'All' },
      { value: 'genre:Pop', label: 'Pop' },
      { value: 'country:Germany', label: 'Germany' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('genre:Pop');
    await expect(canvas.getByRole('radio', { name: 'Pop' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Selection: Story = {
  name: 'Selection by click and keyboard',
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole('radio', { name: 'All' });
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Album' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('album');
    await expect(canvas.getByRole('radio', { name: 'Album' })).toHaveAttribute('aria-checked', 'true');
    await expect(all).toHaveAttribute('aria-checked', 'false');

    // Roving focus: only the selected chip is in the Tab order; arrows move and select.
    await expect(canvas.getByRole('radio', { name: 'Album' })).toHaveAttribute('tabindex', '0');
    await expect(all).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Artist' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('artist');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Playlist' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(all).toHaveFocus();
    await expect(all).toHaveAttribute('aria-checked', 'true');
  },
};

export const TrendingPeriods: Story = {
  args: {
    label: 'Period',
    value: 'today',
    options: [
      { value: 'today', label: 'Today' },
      { value: 'week', label: 'This Week' },
      { value: 'month', label: 'This Month' },
    ],
  },
};

export const ManyCategoriesScrolling: Story = {
  name: 'Many categories (one scrolling line)',
  args: {
    label: 'Category',
    wrap: false,
    options: ['All', 'Jazz', 'Rock', 'Pop', 'Classical', 'News', 'Talk', 'Electronic', 'Hip Hop', 'Country', 'Folk', 'Blues', 'Reggae', 'Latin', 'United States', 'Germany', 'France'].map((label) => ({
      value: label.toLowerCase(),
      label,
    })),
  },
};

export const SingleChips: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Chip static>Synthwave</Chip>
      <Chip href="/artists?genre=pop">Pop</Chip>
      <Chip selected icon={checkIcon}>
        Selected
      </Chip>
      <Chip>Toggle</Chip>
    </div>
  ),
};
