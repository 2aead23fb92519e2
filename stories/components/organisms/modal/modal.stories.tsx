import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal, MODAL_MAX_WIDTH, type ModalSize } from '../../../../src/components/organisms/modal/modal.tsx';
import { body, withOpener } from '../../../support/dialog-opener.tsx';

const ModalDemo = withOpener(Modal, 'Open dialog');

const meta = {
  title: 'Organisms/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Report this post',
    description: 'Tell us what is wrong. The creator will not know who reported it.',
    children: <p className="text-sm text-ink-muted">Reports are reviewed within 24 hours.</p>,
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the modal, checks its name, focus trap, width, then closes it with Esc. */
function playSize(size: ModalSize): Story['play'] {
  return async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Report this post' });
    await expect(dialog).toHaveAccessibleDescription(/Tell us what is wrong/);
    const panel = dialog.querySelector<HTMLElement>(`[data-size="${size}"]`);
    await expect(panel).not.toBeNull();
    const width = panel!.getBoundingClientRect().width;
    const sheet = (size === 'lg' || size === 'xl') && window.innerWidth < 958;
    // lg and xl fill the screen below 958 px; otherwise the panel keeps to its size's width.
    if (sheet) await expect(width).toBe(window.innerWidth);
    else await expect(width).toBeLessThanOrEqual(MODAL_MAX_WIDTH[size]);
    // Focus is trapped: Tab from the last control stays inside the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(trigger).toHaveFocus());
  };
}

export const Xs: Story = { args: { size: 'xs' }, play: playSize('xs') };
export const Sm: Story = { args: { size: 'sm' }, play: playSize('sm') };
export const Md: Story = { args: { size: 'md' }, play: playSize('md') };
export const Lg: Story = { args: { size: 'lg' }, play: playSize('lg') };
export const Xl: Story = { args: { size: 'xl' }, play: playSize('xl') };
/** The academy's player: 960 px wide on a desktop, 256 px below 958 px, its body edge to edge. */
export const Video: Story = {
  args: {
    size: 'video',
    description: undefined,
    children: <div className="aspect-video w-full bg-surface-inverse" data-testid="video-box" />,
  },
  play: async (context) => {
    const trigger = within(context.canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const box = await body().findByTestId('video-box');
    const width = window.innerWidth < 958 ? 256 : 960;
    await expect(box.getBoundingClientRect().width).toBe(width);
    await expect(box.getBoundingClientRect().height).toBe((width * 9) / 16);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button and the backdrop close it too. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Report this post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await body().findByRole('dialog');
    // A click outside the panel lands on the backdrop.
    await userEvent.click(document.body, { pointerState: undefined });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/**
 * Content taller than the window: the panel stays within the window (a phone here) with its
 * title and close button on screen, and its body scrolls inside it.
 */
export const LongText: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  args: {
    title: 'A very long dialog title that needs to wrap onto a second line without hiding the close button',
    children: (
      <div className="space-y-3 text-sm text-ink-muted">
        {Array.from({ length: 20 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: the body scrolls inside the dialog when it is taller than the screen.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body().findByRole('dialog');
    const panel = dialog.querySelector<HTMLElement>('[data-size]')!;
    const scroller = dialog.querySelector<HTMLElement>('[data-modal-body]')!;
    // Measured once the opening transition (a 12 px slide and a fade) has finished.
    await waitFor(() => {
      expect(panel).not.toHaveAttribute('data-transition');
      expect(getComputedStyle(panel).opacity).toBe('1');
    });
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const last = within(dialog).getByText(/^Paragraph 20:/);
    last.scrollIntoView({ block: 'end' });
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().bottom,
      ),
    );
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { title: 'الإبلاغ عن هذا المنشور', description: 'أخبرنا بما هو خطأ.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body().findByRole('dialog', { name: 'الإبلاغ عن هذا المنشور' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
  },
};
