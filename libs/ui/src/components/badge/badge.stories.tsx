import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'Active', variant: 'active' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Live: Story = { args: { children: 'Live', variant: 'live' } };
export const SeasonEpisode: Story = { name: 'Season / episode', args: { children: 'S2 E14', variant: 'neutral', srLabel: 'Season 2, episode 14' } };
export const Brand: Story = { args: { children: 'New', variant: 'brand' } };
