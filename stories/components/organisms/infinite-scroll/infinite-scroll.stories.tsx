import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfiniteScroll } from '../../../../src/components/organisms/infinite-scroll/infinite-scroll.tsx';

const items = (
  <ul className="divide-y divide-line bg-surface">
    {Array.from({ length: 30 }, (_, index) => (
      <li key={index} className="px-4 py-6 text-ink">
        Post {index + 1}
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Organisms/InfiniteScroll',
  component: InfiniteScroll,
  args: { onLoadMore: fn(), onRetry: fn(), children: items },
  parameters: { viewport: { defaultViewport: 'mobile375' } },
} satisfies Meta<typeof InfiniteScroll>;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When each load was asked for, to measure the interval between two. */
const calledAt: number[] = [];

/** Spec §2: the next page is asked for near the end, and not again within 1000 ms. */
export const Default: Story = {
  args: { onLoadMore: fn(() => void calledAt.push(performance.now())) },
  play: async ({ args, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    calledAt.length = 0;
    view.scrollTo({ top: 0, behavior: 'instant' });
    await sleep(200);
    await expect(args.onLoadMore).not.toHaveBeenCalled();

    // To the end of the list.
    view.scrollTo({ top: view.document.documentElement.scrollHeight, behavior: 'instant' });
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));

    // Leaving and reaching the end again inside the 1000 ms interval: no second call yet…
    view.scrollTo({ top: 0, behavior: 'instant' });
    await sleep(150);
    view.scrollTo({ top: view.document.documentElement.scrollHeight, behavior: 'instant' });
    await sleep(400);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    // …it is deferred to when the interval has passed.
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(2), { timeout: 2000 });
    await expect(calledAt[1]! - calledAt[0]!).toBeGreaterThanOrEqual(995);
    view.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Where the sentinel (the end of the list) is, in px below the bottom of the viewport. */
function sentinelBelowFold(canvasElement: HTMLElement): number {
  const view = canvasElement.ownerDocument.defaultView ?? window;
  const sentinel = canvasElement.querySelector('div[aria-hidden="true"].h-px')!;
  return sentinel.getBoundingClientRect().top - view.innerHeight;
}

/** Spec §2 distance 100: loading starts when the end is 50 px away, not when it is 150 px away. */
export const LooksAhead100Px: Story = {
  play: async ({ args, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    view.scrollTo({ top: 0, behavior: 'instant' });
    view.scrollBy({ top: sentinelBelowFold(canvasElement) - 150, behavior: 'instant' });
    await sleep(300);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    view.scrollBy({ top: 100, behavior: 'instant' });
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(sentinelBelowFold(canvasElement)).toBeGreaterThan(0);
    view.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading more…');
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Couldn’t load more.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** At the end of the list: the "no more" footer, and no more loading however far one scrolls. */
export const NoMore: Story = {
  args: { status: 'done' },
  play: async ({ args, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expect(within(canvasElement).getByText('You’re all caught up')).toBeInTheDocument();
    view.scrollTo({ top: view.document.documentElement.scrollHeight, behavior: 'instant' });
    await sleep(300);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    view.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { status: 'done' } };
