import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination.tsx';

const hrefForPage = (page: number) => `#search?page=${page}`;

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, hrefForPage },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 6 } };

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const ClientSide: Story = {
  render: (args) => {
    const [page, setPage] = useState(4);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next, event) => {
          event.preventDefault();
          setPage(next);
        }}
      />
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Pagination page={1} pageCount={12} hrefForPage={hrefForPage} />
      <Pagination page={6} pageCount={12} hrefForPage={hrefForPage} />
      <Pagination page={12} pageCount={12} hrefForPage={hrefForPage} />
      <Pagination page={2} pageCount={3} hrefForPage={hrefForPage} />
    </div>
  ),
};
