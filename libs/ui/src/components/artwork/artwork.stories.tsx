import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeArtwork } from '../../test-support/fixtures';
import { Artwork } from './artwork';

const meta = { title: 'Components/Artwork', component: Artwork, args: { src: fakeArtwork(25), size: 'md' } } satisfies Meta<typeof Artwork>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const Placeholder: Story = { args: { src: null } };
export const Round: Story = { args: { shape: 'round' } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end' }}>
      <Artwork src={fakeArtwork(0)} size="xs" />
      <Artwork src={null} size="sm" />
      <Artwork src={fakeArtwork(90)} size="md" />
      <Artwork src={null} size="lg" alt="No cover" />
    </div>
  ),
};
