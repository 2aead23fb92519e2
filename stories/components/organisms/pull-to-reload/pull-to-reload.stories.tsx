import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PullToReload } from '../../../../src/components/organisms/pull-to-reload/pull-to-reload.tsx';

const meta = {
  title: 'Organisms/PullToReload',
  component: PullToReload,
  args: {
    onReload: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
    children: (
      <ul className="divide-y divide-line bg-surface">
        {Array.from({ length: 12 }, (_, index) => (
          <li key={index} className="px-4 py-5 text-ink">
            Post {index + 1}
          </li>
        ))}
      </ul>
    ),
  },
  parameters: { viewport: { defaultViewport: 'mobile375' } },
} satisfies Meta<typeof PullToReload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drags the list down by `distance` px with a mouse, as a pointer would report it. */
function drag(target: HTMLElement, distance: number) {
  const base = { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', button: 0 };
  const startY = 40;
  target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientY: startY, buttons: 1 }));
  for (let y = startY + 10; y < startY + distance; y += 10) {
    target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientY: y, buttons: 1 }));
  }
  target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientY: startY + distance, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientY: startY + distance }));
}

/** Spec §2: a 60 px pull does nothing, a 110 px pull (past 100) reloads with a spinner. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView ?? window;
    view.scrollTo({ top: 0, behavior: 'instant' });
    const list = canvas.getByText('Post 1');

    drag(list, 60);
    await expect(args.onReload).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('status')).toBeNull();

    drag(list, 110);
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
    // The spinner stays while the promise is pending and leaves when it settles.
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

/** While a reload is pending the spinner shows, and another pull does not start a second one. */
export const Reloading: Story = {
  args: { onReload: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByText('Post 1');
    drag(list, 120);
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
    drag(list, 120);
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    drag(within(canvasElement).getByText('Post 1'), 150);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };

/**
 * Attached to an element the page renders itself (`target`): the page's markup stays as it was, the
 * pull moves the element and the indicator comes in above it (home, whose first HTML must not change).
 */
export const OnAPage: Story = {
  render: function Render(args) {
    const [page, setPage] = useState<HTMLDivElement | null>(null);
    return (
      <div ref={setPage} className="relative" data-testid="page">
        {page ? <PullToReload onReload={args.onReload} target={page} /> : null}
        {args.children}
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByTestId('page');
    drag(canvas.getByText('Post 1'), 60);
    await expect(args.onReload).not.toHaveBeenCalled();
    drag(canvas.getByText('Post 1'), 110);
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
    await waitFor(() => expect(page.style.transform).toMatch(/translateY/));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await waitFor(() => expect(page.style.transform).toBe(''));
  },
};
