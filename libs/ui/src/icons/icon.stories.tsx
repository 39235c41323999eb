import type { Meta, StoryObj } from '@storybook/react-vite';
import * as glyphs from './glyphs';
import { Icon } from './icon';

const meta = { title: 'Foundations/Icons', component: Icon, args: { icon: glyphs.playIcon, size: 'lg' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const All: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16 }}>
      {Object.entries(glyphs).map(([name, glyph]) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <Icon icon={glyph} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
