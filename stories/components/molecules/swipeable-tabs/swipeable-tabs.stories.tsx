import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { installClock, type StoryClock } from '../../../support/clock.ts';
import { SwipeableTabs } from '../../../../src/components/molecules/swipeable-tabs/swipeable-tabs.tsx';
import { ANIMATION_MS_PER_TAB } from '../../../../src/components/molecules/swipeable-tabs/swipeable-tabs.logic.ts';

type Tab = 'all' | 'unlocked' | 'locked';

function Panel({ title, count }: { title: string; count: number }) {
  return (
    <div className="grid grid-cols-3 gap-2 rounded-card bg-surface p-3 shadow-card">
      <p className="col-span-3 text-sm font-semibold text-ink">{title}</p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="aspect-square rounded-xl bg-surface-sunken" />
      ))}
    </div>
  );
}

/** Mine-collect (spec §2): tabs all, unlocked, locked. */
const TABS = [
  { value: 'all' as const, label: 'All', content: <Panel title="All saved posts" count={6} /> },
  { value: 'unlocked' as const, label: 'Unlocked', content: <Panel title="Unlocked posts" count={3} /> },
  { value: 'locked' as const, label: 'Locked', content: <Panel title="Locked posts" count={3} /> },
];

const meta = {
  title: 'Molecules/SwipeableTabs',
  component: SwipeableTabs<Tab>,
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
  args: { tabs: TABS, label: 'Collection', onChange: fn() },
} satisfies Meta<typeof SwipeableTabs<Tab>>;
export default meta;
type Story = StoryObj<typeof meta>;

function track(canvasElement: HTMLElement): HTMLElement {
  const node = canvasElement.querySelector<HTMLElement>('[data-swipe-track]');
  if (!node) throw new Error('no swipe track');
  return node;
}

/**
 * A quick touch swipe by `dx` px across the panels: four moves 10 ms apart on the fake clock
 * (80 px in 40 ms, 2 000 px/s). Touch events, because embla follows touches, not pointers; each
 * carries the fake clock's time, which both embla and the release rule read as the finger's.
 */
async function swipe(clock: StoryClock, target: HTMLElement, dx: number) {
  const rect = target.getBoundingClientRect();
  const clientY = rect.top + rect.height / 2;
  const startX = rect.left + rect.width / 2;
  const send = (type: string, clientX: number) => {
    const point = new Touch({ identifier: 7, target, clientX, clientY });
    const touches = type === 'touchend' ? [] : [point];
    target.dispatchEvent(
      clock.stamp(
        new TouchEvent(type, { bubbles: true, cancelable: true, touches, changedTouches: [point] }),
      ),
    );
  };
  send('touchstart', startX);
  for (let step = 1; step <= 4; step += 1) {
    await clock.tick(10);
    send('touchmove', startX + (dx * step) / 4);
  }
  send('touchend', startX + dx);
  await clock.tick(0);
}

/** Runs `steps` on the fake clock, then lets the last slide finish before putting time back. */
async function onFakeClock(steps: (clock: StoryClock) => Promise<void>) {
  const clock = installClock();
  try {
    await steps(clock);
    await clock.tick(4 * ANIMATION_MS_PER_TAB);
  } finally {
    clock.uninstall();
  }
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All saved posts');
    await userEvent.click(canvas.getByRole('tab', { name: 'Locked' }));
    await expect(args.onChange).toHaveBeenCalledWith('locked');
    await expect(canvas.getByRole('tabpanel', { name: 'Locked' })).toHaveTextContent('Locked posts');
    // Two tabs moved: 2 × 250 ms.
    await expect(track(canvasElement).style.transitionDuration).toBe(`${2 * ANIMATION_MS_PER_TAB}ms`);
    await userEvent.click(canvas.getByRole('tab', { name: 'Unlocked' }));
    await expect(track(canvasElement).style.transitionDuration).toBe(`${ANIMATION_MS_PER_TAB}ms`);
  },
};
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Unlocked' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Unlocked' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel', { name: 'Locked' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Unlocked' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Swiped: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = track(canvasElement).parentElement as HTMLElement;
    await onFakeClock(async (clock) => {
      // A fast swipe to the left (well over 200 px/s) moves to the next tab.
      await swipe(clock, viewport, -80);
      await expect(args.onChange).toHaveBeenCalledWith('unlocked');
      await expect(canvas.getByRole('tab', { name: 'Unlocked' })).toHaveAttribute('aria-selected', 'true');
      // Embla has moved the track: the new panel slides into the viewport.
      const panel = canvas.getByRole('tabpanel', { name: 'Unlocked' });
      await clock.settleUntil(() =>
        expect(panel.getBoundingClientRect().left).toBeCloseTo(viewport.getBoundingClientRect().left, 0),
      );
      // Swiping right at the first tab goes back, and not past it.
      await swipe(clock, viewport, 80);
      await expect(args.onChange).toHaveBeenLastCalledWith('all');
      await swipe(clock, viewport, 80);
      await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      await expect(args.onChange).toHaveBeenCalledTimes(2);
    });
  },
};
export const StartsOnLocked: Story = {
  args: { defaultValue: 'locked' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel', { name: 'Locked' });
    const viewport = track(canvasElement).parentElement as HTMLElement;
    // At rest the page is as long as the shown tab, not the longest one (All has two rows).
    await waitFor(() =>
      expect(viewport.getBoundingClientRect().height).toBe(panel.getBoundingClientRect().height),
    );
  },
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('tab', { name: 'All' }).getBoundingClientRect();
    const unlocked = canvas.getByRole('tab', { name: 'Unlocked' }).getBoundingClientRect();
    // Mirrored: the second tab sits to the left of the first.
    await expect(unlocked.right).toBeLessThanOrEqual(all.left);
    canvas.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Unlocked' })).toHaveAttribute('aria-selected', 'true');
    // And the swipe is reversed: swiping right moves forward.
    await onFakeClock(async (clock) => {
      await swipe(clock, track(canvasElement).parentElement as HTMLElement, 80);
      await expect(canvas.getByRole('tab', { name: 'Locked' })).toHaveAttribute('aria-selected', 'true');
    });
  },
};
