import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentSuccessDialog } from '../../../../src/components/organisms/payment-success-dialog/payment-success-dialog.tsx';

const meta = {
  title: 'Organisms/PaymentSuccessDialog',
  component: PaymentSuccessDialog,
  args: { open: true, onClose: fn(), kind: 'plan', itemName: 'Supporter', creatorName: 'Noor Studio' },
} satisfies Meta<typeof PaymentSuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Subscribe success: what was unlocked, and Done. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'You’re subscribed' });
    await expect(dialog).toHaveTextContent('Payment successful');
    await expect(dialog).toHaveTextContent('Your “Supporter” subscription to Noor Studio is active');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Shop-buy success, with a link on (where that screen exists). */
export const ShopBuy: Story = {
  args: {
    kind: 'post',
    itemName: 'Print-quality edit',
    links: [{ label: 'My purchases', href: '/en/mine/buy' }],
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Post unlocked' });
    await expect(dialog).toHaveTextContent('“Print-quality edit” by Noor Studio is yours to keep.');
    await expect(within(dialog).getByRole('link', { name: 'My purchases' })).toHaveAttribute(
      'href',
      '/en/mine/buy',
    );
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await body().findByRole('dialog');
  },
};
