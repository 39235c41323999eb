import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { makeSidebarGroups } from '../../test-support/fixtures';
import { Sidebar, type SidebarProps } from './sidebar';

function StatefulSidebar(props: SidebarProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed);
  return (
    <div style={{ height: 720, display: 'flex' }}>
      <Sidebar
        {...props}
        collapsed={collapsed}
        onToggleCollapsed={() => {
          props.onToggleCollapsed();
          setCollapsed((value) => !value);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  render: (args) => <StatefulSidebar {...args} />,
  args: {
    groups: makeSidebarGroups('/'),
    collapsed: false,
    onToggleCollapsed: fn(),
    drawerOpen: false,
    onCloseDrawer: fn(),
    onOpenProfile: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Search', 'Trending', 'Radio', 'Podcasts', 'My Playlists', 'Favorites', 'Downloads', 'Queue', 'Albums', 'Artists']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: /Your Profile/ })).toHaveTextContent('Premium Member');
  },
};

export const ActiveTrending: Story = { args: { groups: makeSidebarGroups('/trending') } };

export const Collapsed: Story = { args: { collapsed: true } };

export const CollapseAndExpand: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onToggleCollapsed).toHaveBeenCalledTimes(1);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Labels stay the links' names while only icons show.
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  },
};

export const OpensProfile: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Your Profile/ }));
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(1);
  },
};

export const PhoneDrawerOpen: Story = {
  name: 'Phone: drawer open',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { drawerOpen: true },
};
