/**
 * The loading / error with retry / empty / content switch that screens make over a load
 * (home feed, new creators, mine profile, password, delete account, terms).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AsyncContent } from '../../../../src/components/organisms/async-content/async-content.tsx';

const posts = ['Golden hour, part 1', 'Studio notes', 'Behind the scenes'];

const meta = {
  title: 'Organisms/AsyncContent',
  component: AsyncContent<string[]>,
  args: {
    status: 'success',
    data: posts,
    onRetry: fn(),
    isEmpty: (list: string[]) => list.length === 0,
    empty: { title: 'No posts yet', description: 'When creators publish, their posts will show up here.' },
    children: (list: string[]) => (
      <ul className="divide-y divide-line bg-surface">
        {list.map((title) => (
          <li key={title} className="px-4 py-4 text-ink">
            {title}
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof AsyncContent<string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the content, given the data. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** The first load on its way: an announced spinner unless the screen gives its skeleton. */
export const Loading: Story = {
  args: { status: 'pending', data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The load failed: the server's message and a Reload that asks again. */
export const Error: Story = {
  args: { status: 'error', data: undefined, error: { message: 'The server could not be reached.' } },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('The server could not be reached.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A later refetch failed: what was loaded stays on screen instead of the failure. */
export const RefetchFailedKeepsContent: Story = {
  args: { status: 'error', error: { message: 'The server could not be reached.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Loaded, with nothing in it: the empty text and a Reload, here while asking again. */
export const Empty: Story = {
  args: { data: [], retrying: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No posts yet')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeDisabled();
  },
};

/** Arabic: the failure reads right to left, in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { status: 'error', data: undefined },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(getComputedStyle(alert).direction).toBe('rtl');
    await expect(alert).toHaveTextContent('حدث خطأ ما');
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة التحميل' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
