import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { IDLE_BAR_COUNT, Visualizer, idleLevels } from './visualizer';

const frame = (Story: () => React.ReactNode) => (
  <div style={{ position: 'relative', height: 320, background: '#0E0E10', borderRadius: 12, overflow: 'hidden' }}>
    <Story />
  </div>
);

const meta = { title: 'Player/Visualizer', component: Visualizer, decorators: [frame], args: { levels: idleLevels() } } satisfies Meta<typeof Visualizer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-bars]')).toHaveAttribute('data-bars', String(IDLE_BAR_COUNT));
  },
};

export const Loud: Story = { args: { levels: Array.from({ length: 64 }, (_, index) => 0.4 + 0.6 * Math.abs(Math.sin(index / 5))) } };

export const FromBottom: Story = { args: { mirrored: false } };

function Animated() {
  const [phase, setPhase] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setPhase((value) => value + 0.3), 100);
    return () => clearInterval(id);
  }, []);
  return <Visualizer levels={idleLevels(IDLE_BAR_COUNT, phase)} />;
}

export const Moving: Story = { render: () => <Animated /> };

export const Phone: Story = {
  name: 'Phone (360 px): bars, not hairlines',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bars = [...(canvasElement.querySelector('[data-bars]')?.children ?? [])];
    await expect(bars.length).toBeGreaterThan(20);
    await expect(Math.min(...bars.map((bar) => bar.getBoundingClientRect().width))).toBeGreaterThanOrEqual(3);
  },
};
