import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PostOverlay } from '../../../../src/components/organisms/post-overlay/post-overlay.tsx';
import { body, withOpener } from '../../../support/dialog-opener.tsx';

const OverlayDemo = withOpener(PostOverlay, 'Open post');

const meta = {
  title: 'Organisms/PostOverlay',
  component: PostOverlay,
  render: (args) => <OverlayDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Golden hour, part 1',
    children: (
      <div className="p-8">
        <h2 className="text-lg font-semibold">Golden hour, part 1</h2>
        <button type="button" className="mt-4 rounded-full px-3 py-2 ring-1 ring-line">
          Like
        </button>
      </div>
    ),
  },
  parameters: { viewport: { defaultViewport: 'desktop1170' } },
} satisfies Meta<typeof PostOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open over the page, named by the post (the visual set shoots it open). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open post' }));
    const dialog = await body().findByRole('dialog', { name: 'Golden hour, part 1' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Named by the post; the close button comes first; focus stays inside; Esc closes and gives focus back. */
export const FocusAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open post' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Golden hour, part 1' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const like = within(dialog).getByRole('button', { name: 'Like' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The close button comes first: from the last control, Tab wraps round to it.
    like.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(like).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open post' }));
    await expect(await body().findByRole('dialog')).toBeVisible();
  },
};
