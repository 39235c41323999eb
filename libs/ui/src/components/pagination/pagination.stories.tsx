import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  render: (args) => <StatefulPagination {...args} />,
  args: { page: 1, totalPages: 3, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(next);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};
export const MiddlePage: Story = { args: { page: 5, totalPages: 12 } };
export const SinglePageHidden: Story = {
  name: 'One page (hidden)',
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
