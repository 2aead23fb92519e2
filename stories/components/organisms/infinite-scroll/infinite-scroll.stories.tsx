import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InfiniteScroll } from '../../../../src/components/organisms/infinite-scroll/infinite-scroll.tsx';
import { installClock } from '../../../support/clock.ts';

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

/** When each load was asked for (the fake clock's Date.now), to measure the interval between two. */
const calledAt: number[] = [];

/** Spec §2: the next page is asked for near the end, and not again within 1000 ms. */
export const Default: Story = {
  args: { onLoadMore: fn(() => void calledAt.push(Date.now())) },
  play: async ({ args, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const toEnd = () =>
      view.scrollTo({ top: view.document.documentElement.scrollHeight, behavior: 'instant' });
    const toTop = () => view.scrollTo({ top: 0, behavior: 'instant' });
    calledAt.length = 0;
    const clock = installClock();
    try {
      toTop();
      await clock.settle(10);
      await expect(args.onLoadMore).not.toHaveBeenCalled();

      // To the end of the list.
      toEnd();
      await clock.settleUntil(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));

      // Leaving and reaching the end again inside the 1000 ms interval: no second call yet…
      toTop();
      await clock.settle();
      await clock.tick(150);
      toEnd();
      await clock.settle(10);
      await clock.tick(400);
      await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
      // …it is deferred to when the interval has passed: not at 999 ms, at 1000 ms.
      await clock.tick(999 - 550);
      await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
      await clock.tick(1);
      await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
      await expect(calledAt[1]! - calledAt[0]!).toBe(1000);
    } finally {
      clock.uninstall();
      toTop();
    }
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
    const clock = installClock();
    try {
      view.scrollTo({ top: 0, behavior: 'instant' });
      view.scrollBy({ top: sentinelBelowFold(canvasElement) - 150, behavior: 'instant' });
      await clock.settle(10);
      await expect(args.onLoadMore).not.toHaveBeenCalled();
      view.scrollBy({ top: 100, behavior: 'instant' });
      await clock.settleUntil(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
      await expect(sentinelBelowFold(canvasElement)).toBeGreaterThan(0);
    } finally {
      clock.uninstall();
      view.scrollTo({ top: 0, behavior: 'instant' });
    }
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

/** A list that names what failed (the home feed: "Couldn’t load more posts"); Try again retries. */
export const ErrorWithMessage: Story = {
  args: { status: 'error', errorMessage: 'Couldn’t load more posts', onRetry: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Couldn’t load more posts');
    // Without its own retry, Try again asks for the page again.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** At the end of the list: the "no more" footer, and no more loading however far one scrolls. */
export const NoMore: Story = {
  args: { status: 'done' },
  play: async ({ args, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expect(within(canvasElement).getByText('You’re all caught up')).toBeInTheDocument();
    const clock = installClock();
    try {
      view.scrollTo({ top: view.document.documentElement.scrollHeight, behavior: 'instant' });
      await clock.settle(10);
      await clock.tick(1000);
      await expect(args.onLoadMore).not.toHaveBeenCalled();
    } finally {
      clock.uninstall();
      view.scrollTo({ top: 0, behavior: 'instant' });
    }
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { status: 'done' } };
