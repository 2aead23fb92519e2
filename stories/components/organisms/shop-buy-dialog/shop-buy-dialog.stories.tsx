import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShopBuyDialog } from '../../../../src/components/organisms/shop-buy-dialog/shop-buy-dialog.tsx';
import { mockAvatar, mockBlurredPhoto } from '../../../../src/mocks/images.ts';

const meta = {
  title: 'Organisms/ShopBuyDialog',
  component: ShopBuyDialog,
  args: {
    open: true,
    onClose: fn(),
    onBuy: fn(),
    post: { title: 'Print-quality edit', price: 4.99, preview: mockBlurredPhoto({ seed: 5 }) },
    creator: { nickname: 'Noor Studio', thumb: mockAvatar('Noor Studio', 4) },
  },
} satisfies Meta<typeof ShopBuyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The post's blurred preview, title, creator and price; Buy and Cancel. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Buy this post' });
    await expect(dialog).toHaveTextContent('Print-quality edit');
    await expect(dialog).toHaveTextContent('By Noor Studio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for $4.99' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** One's own post: Close and the reason, no Buy. */
export const Own: Story = {
  args: { own: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Buy this post' });
    await expect(dialog).toHaveTextContent('You can’t buy your own post.');
    await expect(within(dialog).queryByRole('button', { name: /^Buy for/ })).toBeNull();
  },
};

/** An untitled post reads "Untitled post". */
export const Untitled: Story = {
  args: { post: { title: '', price: 120, preview: '' } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Buy this post' });
    await expect(dialog).toHaveTextContent('Untitled post');
    // Found in the dialog's first frame, at opacity 0, on a busy machine (CI): wait for the fade-in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Buy for $120' })).toBeVisible());
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await body().findByRole('dialog');
  },
};
