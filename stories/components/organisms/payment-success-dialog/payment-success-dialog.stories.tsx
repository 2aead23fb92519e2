import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentSuccessDialog } from '../../../../src/components/organisms/payment-success-dialog/payment-success-dialog.tsx';

const meta = {
  title: 'Organisms/PaymentSuccessDialog',
  component: PaymentSuccessDialog,
  args: {
    open: true,
    onClose: fn(),
    kind: 'plan',
    itemName: 'Supporter',
    creatorName: 'Noor Studio',
    links: [{ label: 'Visit Noor Studio', href: '/en/noor.studio' }],
  },
} satisfies Meta<typeof PaymentSuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Subscribe success: what was unlocked, the way on to the creator, and Done. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'You’re subscribed' });
    await expect(dialog).toHaveTextContent('Payment successful');
    await expect(dialog).toHaveTextContent('Your “Supporter” subscription to Noor Studio is active');
    await expect(within(dialog).getByRole('link', { name: 'Visit Noor Studio' })).toHaveAttribute(
      'href',
      '/en/noor.studio',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Shop-buy success, with the way on to the post. */
export const ShopBuy: Story = {
  args: {
    kind: 'post',
    itemName: 'Print-quality edit',
    links: [{ label: 'Open the post', href: '/en/noor.studio/42' }],
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Post unlocked' });
    await expect(dialog).toHaveTextContent('“Print-quality edit” by Noor Studio is yours to keep.');
    await expect(within(dialog).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/en/noor.studio/42',
    );
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await body().findByRole('dialog');
  },
};
