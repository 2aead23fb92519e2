import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createEvent, expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { installClock, type StoryClock } from '../../../support/clock.ts';
import {
  PhotoViewer,
  type PhotoViewerProps,
} from '../../../../src/components/organisms/photo-viewer/photo-viewer.tsx';

const photos = [1, 2, 3].map((n) => ({ src: `/storybook-media/photo-${n}.jpg`, alt: `Test card ${n}` }));

/** Opens the viewer from a button, as a post's image would. */
function WithTrigger({ onClose, ...props }: PhotoViewerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="m-4 rounded-full bg-brand-600 px-4 py-2 text-white"
      >
        Open photos
      </button>
      <PhotoViewer
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Organisms/PhotoViewer',
  component: PhotoViewer,
  args: { open: false, onClose: fn(), photos, initialIndex: 0 },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof PhotoViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer's panel, which carries its state as data-index and data-zoom. */
function panelOf(dialog: HTMLElement): HTMLElement {
  const panel = dialog.querySelector<HTMLElement>('[data-zoom]');
  if (!panel) throw new Error('no viewer panel');
  return panel;
}

async function openViewer(canvasElement: HTMLElement, name = 'Photo 1 of 3') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open photos' }));
  return screen.findByRole('dialog', { name });
}

const zoomOf = (dialog: HTMLElement) => Number(panelOf(dialog).getAttribute('data-zoom'));

async function clickTimes(button: HTMLElement, times: number) {
  for (let i = 0; i < times; i += 1) await userEvent.click(button);
}

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    const viewer = within(dialog);
    await expect(viewer.getByRole('img', { name: 'Test card 1' })).toBeVisible();

    await userEvent.click(viewer.getByRole('button', { name: 'Next photo' }));
    await expect(viewer.getByRole('heading', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    await expect(viewer.getByRole('img', { name: 'Test card 2' })).toBeVisible();

    const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
    const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
    await clickTimes(zoomIn, 3);
    await expect(zoomOf(dialog)).toBe(1.6);
    await expect(viewer.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('160%');

    // Four steps out from 1.6 would be 0.8: it stops at 1.
    await clickTimes(zoomOut, 4);
    await expect(zoomOf(dialog)).toBe(1);
    await expect(zoomOut).toBeDisabled();

    // Sixteen steps in from 1 would be 4.2: it stops at 4.
    await clickTimes(zoomIn, 16);
    await expect(zoomOf(dialog)).toBe(4);
    await expect(zoomIn).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardAndWheel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(panelOf(dialog)).toHaveAttribute('data-index', '1');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(panelOf(dialog)).toHaveAttribute('data-index', '0');
    const stage = within(dialog).getByTestId('photo-stage');
    fireEvent.wheel(stage, { deltaY: -100 });
    await expect(zoomOf(dialog)).toBe(1.2);
    fireEvent.wheel(stage, { deltaY: 100 });
    await expect(zoomOf(dialog)).toBe(1);
  },
};

/** A tap: pointer down and up, stamped with the fake clock's time when one is given. */
function tap(target: HTMLElement, clock?: StoryClock, x = 200, y = 200) {
  const init = { pointerId: 1, clientX: x, clientY: y };
  const stamp = <E extends Event>(event: E) => (clock ? clock.stamp(event) : event);
  fireEvent(target, stamp(createEvent.pointerDown(target, init)));
  fireEvent(target, stamp(createEvent.pointerUp(target, init)));
}

function swipe(target: HTMLElement, dx: number, dy: number) {
  fireEvent.pointerDown(target, { pointerId: 1, clientX: 200, clientY: 200 });
  fireEvent.pointerMove(target, { pointerId: 1, clientX: 200 + dx / 2, clientY: 200 + dy / 2 });
  fireEvent.pointerUp(target, { pointerId: 1, clientX: 200 + dx, clientY: 200 + dy });
}

export const DoubleTapZoom: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    const stage = within(dialog).getByTestId('photo-stage');
    const clock = installClock();
    try {
      // Two taps within 300 ms zoom in to 2; two more zoom back out to 1.
      tap(stage, clock);
      tap(stage, clock);
      await clock.tick(0);
      await expect(zoomOf(dialog)).toBe(2);
      tap(stage, clock);
      tap(stage, clock);
      await clock.tick(0);
      await expect(zoomOf(dialog)).toBe(1);
      // Taps more than 300 ms apart are single taps…
      tap(stage, clock);
      await clock.tick(301);
      tap(stage, clock);
      await clock.tick(0);
      await expect(zoomOf(dialog)).toBe(1);
      // …and 300 ms apart still a double tap (spec §9, inclusive).
      await clock.tick(300);
      tap(stage, clock);
      await clock.tick(0);
      await expect(zoomOf(dialog)).toBe(2);
    } finally {
      clock.uninstall();
    }
  },
};

export const SwipeToPageAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    const stage = within(dialog).getByTestId('photo-stage');
    swipe(stage, -120, 0);
    await expect(panelOf(dialog)).toHaveAttribute('data-index', '1');
    swipe(stage, 120, 0);
    await expect(panelOf(dialog)).toHaveAttribute('data-index', '0');
    swipe(stage, 0, 160);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const LastPhoto: Story = {
  args: { initialIndex: 2 },
  play: async ({ canvasElement }) => {
    const dialog = await openViewer(canvasElement, 'Photo 3 of 3');
    await expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(panelOf(dialog)).toHaveAttribute('data-index', '2');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open photos' }));
    const dialog = await screen.findByRole('dialog');
    // Mirrored: the left arrow key and a swipe to the right go forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(panelOf(dialog)).toHaveAttribute('data-index', '1');
    swipe(within(dialog).getByTestId('photo-stage'), 120, 0);
    await expect(panelOf(dialog)).toHaveAttribute('data-index', '2');
  },
};
