import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Inline, Prose, Stack, Text } from './layout';

const meta = {
  title: 'Layout/Stack and Inline',
  component: Stack,
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stack: a column with a gap from the 4 px scale; Text muted for secondary lines. */
export const StackWithText: Story = {
  render: () => (
    <Stack $gap={2}>
      <Text>Primary text on the background</Text>
      <Text $muted>Secondary text, muted</Text>
      <Text $muted $size="xs">
        Small print
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Secondary text, muted')).toBeVisible();
  },
};

/** Inline: a wrapping row (actions, badges). */
export const InlineRow: Story = {
  render: () => (
    <Inline $gap={3}>
      <Button>Create Playlist</Button>
      <Button variant="secondary">Cancel</Button>
      <Badge variant="active">Active</Badge>
    </Inline>
  ),
};

/** Prose: bios and descriptions, line breaks kept. */
export const ProseText: Story = {
  render: () => (
    <Prose>
      {'Born in a small coastal town, the band started out playing covers in their garage.\n\nTen years and four albums later they headline festivals on three continents. '}
      <a href="https://example.com">Read more</a>
    </Prose>
  ),
};
