import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CourseCatalog } from 'ce-course-player';
import { catalogEnvelope } from '../../test/fixtures';
import { storyCatalogItems } from '../support/storyCatalog';

const items = storyCatalogItems;

const meta = {
  title: 'Catalog/CourseCatalog',
  component: CourseCatalog,
  // allowHttp: the stories' images are served on http://localhost.
  args: { items, pagination: catalogEnvelope.pagination, onPage: fn(), onSelect: fn(), allowHttp: true },
} satisfies Meta<typeof CourseCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { pagination: { page: 1, limit: 6, total: 6, hasMore: false } } };

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = { args: { items: [], pagination: { page: 1, limit: 6, total: 0, hasMore: false } } };

/** Pages through the fixture envelope (14 courses, 6 a page); each page shows a rotated slice. */
export const Paginated: Story = {
  render: function PaginatedCatalog(args) {
    const [page, setPage] = useState(1);
    const total = 14;
    const limit = 6;
    const offset = (page - 1) * limit;
    const pageItems = Array.from({ length: Math.min(limit, total - offset) }, (_, index) => items[(offset + index) % items.length]!);
    return (
      <CourseCatalog
        {...args}
        items={pageItems}
        pagination={{ page, limit, total, hasMore: offset + limit < total }}
        onPage={(next) => {
          args.onPage?.(next);
          setPage(next);
        }}
      />
    );
  },
};
