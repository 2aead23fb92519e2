/**
 * A list that comes page by page (mine-block, mine-collect, mine-buy, mine-post, search's
 * authors, the earnings' sales and tracking links): each state of its query, given as plain data the way a TanStack infinite query
 * hands it over.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Skeleton } from '../../../../src/components/atoms/skeleton/skeleton.tsx';
import { PagedList, type PagedQuery } from '../../../../src/components/organisms/paged-list/paged-list.tsx';

interface Post {
  id: number;
  title: string;
  group: 'Published' | 'Under review';
}

const posts: Post[] = [
  { id: 1, title: 'Golden hour, part 1', group: 'Published' },
  { id: 2, title: 'Studio notes', group: 'Under review' },
  { id: 3, title: 'Behind the scenes', group: 'Published' },
];

/** A query in the given state; by default two pages in, with a third to come. */
function pagedQuery(state: Partial<PagedQuery<Post>> = {}): PagedQuery<Post> {
  return {
    status: 'success',
    data: { pages: [{ list: posts.slice(0, 2) }, { list: posts.slice(2) }] },
    error: null,
    isRefetching: false,
    refetch: fn(),
    fetchNextPage: fn(),
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    ...state,
  };
}

const meta = {
  title: 'Organisms/PagedList',
  component: PagedList<Post>,
  args: {
    query: pagedQuery(),
    skeletonRow: <Skeleton className="h-14 w-full rounded-card" />,
    empty: { title: 'No posts yet', description: 'When you publish, your posts will show up here.' },
    rowKey: (post: Post) => post.id,
    renderRow: (post: Post) => (
      <p className="rounded-card border border-line bg-surface px-4 py-4 text-ink">{post.title}</p>
    ),
  },
} satisfies Meta<typeof PagedList<Post>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of every page loaded so far, in order; the end of the list in view asks for the next page. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(posts.map((post) => post.title));
    await waitFor(() => expect(args.query.fetchNextPage).toHaveBeenCalledOnce());
    await expect(args.query.refetch).not.toHaveBeenCalled();
  },
};

/**
 * A list above another that scrolls (the earnings' sales and tracking links): the next page waits
 * for its button, not for scrolling; the button goes once there is no next page.
 */
export const MoreByButton: Story = {
  args: { moreLabel: 'Show more posts' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(args.query.fetchNextPage).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more posts' }));
    await expect(args.query.fetchNextPage).toHaveBeenCalledOnce();
  },
};

/** The last page in: no button. */
export const MoreByButtonAtTheEnd: Story = {
  args: { moreLabel: 'Show more posts', query: pagedQuery({ hasNextPage: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The first page on its way: three placeholder rows, announced as busy. */
export const Loading: Story = {
  args: { query: pagedQuery({ status: 'pending', data: undefined }) },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy?.children).toHaveLength(3);
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The first page failed: the server's message and a Reload that asks again. */
export const FailedWithRetry: Story = {
  args: {
    query: pagedQuery({
      status: 'error',
      data: undefined,
      error: { message: 'The server could not be reached.' },
    }),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('The server could not be reached.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

/** Loaded with nothing in it: the list's own empty words and a Reload. */
export const Empty: Story = {
  args: { query: pagedQuery({ data: { pages: [{ list: [] }] }, hasNextPage: false }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No posts yet')).toBeVisible();
    await expect(canvas.getByText('When you publish, your posts will show up here.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

/** The next page on its way: the rows stay, "Loading more…" under them, and no second ask. */
export const LoadingMore: Story = {
  args: { query: pagedQuery({ isFetchingNextPage: true }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more…');
    await expect(args.query.fetchNextPage).not.toHaveBeenCalled();
  },
};

/** The next page failed: the list's own words, and Try again asks for that page again. */
export const LoadingMoreFailed: Story = {
  args: {
    query: pagedQuery({ isFetchNextPageError: true }),
    loadMoreFailed: 'Couldn’t load more posts',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Couldn’t load more posts');
    await expect(args.query.fetchNextPage).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.query.fetchNextPage).toHaveBeenCalledOnce();
  },
};

/** The last page is in: the "no more" footer, and nothing more is asked for. */
export const NoMore: Story = {
  args: { query: pagedQuery({ hasNextPage: false }) },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('You’re all caught up')).toBeVisible();
    await expect(args.query.fetchNextPage).not.toHaveBeenCalled();
  },
};

/** A screen that lays the rows out itself (mine-post groups them under headings) gets them all at once. */
export const Grouped: Story = {
  args: {
    query: pagedQuery({ hasNextPage: false }),
    rowKey: undefined,
    renderRow: undefined,
    children: (rows: readonly Post[]) => (
      <div className="flex flex-col gap-6">
        {(['Published', 'Under review'] as const).map((group) => (
          <section key={group} aria-label={group}>
            <h2 className="mb-2 text-sm font-semibold text-ink-muted">{group}</h2>
            <ul className="flex flex-col gap-3">
              {rows
                .filter((post) => post.group === group)
                .map((post) => (
                  <li key={post.id} className="rounded-card border border-line bg-surface px-4 py-4 text-ink">
                    {post.title}
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'Published' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(
      within(canvas.getByRole('region', { name: 'Under review' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};

/** Arabic: the footers read right to left, in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { query: pagedQuery({ hasNextPage: false }) },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByText('لقد شاهدت كل شيء');
    await expect(getComputedStyle(footer).direction).toBe('rtl');
  },
};
