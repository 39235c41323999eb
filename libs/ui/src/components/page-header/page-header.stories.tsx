import { plusIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ChipGroup } from '../chip/chip';
import { SearchInput } from '../text-input/text-input';
import { ViewToggle } from '../view-toggle/view-toggle';
import { PageHeader } from './page-header';

const meta = { title: 'Layout/PageHeader', component: PageHeader, args: { title: 'My Playlists', subtitle: '4 playlists' } } satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = { args: { actions: <Button icon={plusIcon} onClick={fn()}>Create Playlist</Button> } };
export const Greeting: Story = { args: { title: 'Good evening', subtitle: undefined } };
export const LibraryWithFilters: Story = {
  args: {
    title: 'Your Albums',
    subtitle: '128 albums',
    actions: <ViewToggle value="grid" onChange={fn()} />,
    children: (
      <>
        <SearchInput label="Search your albums" placeholder="Search by title or artist" value="" onValueChange={fn()} size="md" />
        <ChipGroup
          label="Show"
          value="all"
          onChange={fn()}
          options={[
            { value: 'all', label: 'All' },
            { value: 'albums', label: 'Albums' },
            { value: 'artists', label: 'Artists' },
            { value: 'liked', label: 'Liked Songs' },
          ]}
        />
      </>
    ),
  },
};
export const LongTitle: Story = { args: { title: 'Jazz stations from every corner of the world, sorted by how many people listen', subtitle: '1,204 stations' } };
