import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './icon';
import { iconNames } from './icon-paths';

const meta = { title: 'Foundations/Icons', component: Icon, args: { name: 'play', size: 'lg' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const All: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
