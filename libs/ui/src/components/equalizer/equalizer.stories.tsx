import type { Meta, StoryObj } from '@storybook/react-vite';
import { Equalizer } from './equalizer';

const meta = { title: 'Player/Equalizer', component: Equalizer, args: { playing: true } } satisfies Meta<typeof Equalizer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};
export const Paused: Story = { args: { playing: false } };
export const Labelled: Story = { args: { label: 'Now playing' } };
