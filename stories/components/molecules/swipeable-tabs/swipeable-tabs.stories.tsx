import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** Waits synchronously: a timer could fire late on a loaded machine and slow the "finger". */
function hold(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** A quick touch swipe by `dx` px across the panels: four moves 10 ms apart (80 px ≈ 2 000 px/s). */
function swipe(target: HTMLElement, dx: number) {
  const rect = target.getBoundingClientRect();
  const y = rect.top + rect.height / 2;
  const startX = rect.left + rect.width / 2;
  const init = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, clientY: y };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: startX }));
  for (let step = 1; step <= 4; step += 1) {
    hold(10);
    target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: startX + (dx * step) / 4 }));
  }
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: startX + dx }));
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
    // A fast swipe to the left (well over 200 px/s) moves to the next tab.
    swipe(viewport, -80);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('unlocked'));
    await expect(canvas.getByRole('tab', { name: 'Unlocked' })).toHaveAttribute('aria-selected', 'true');
    // Swiping right at the first tab goes back, and not past it.
    swipe(viewport, 80);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('all'));
    swipe(viewport, 80);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
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
    swipe(track(canvasElement).parentElement as HTMLElement, 80);
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Locked' })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};
