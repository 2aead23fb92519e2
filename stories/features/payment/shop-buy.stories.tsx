/**
 * The shop-buy dialog of a pay-per-post post (spec §2, §6): its price, creator and Buy, which
 * leads to the payment dialog for the post; one's own post; and the post paid with a saved card,
 * ending in the shop-buy success dialog.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  buyPostHandlers,
  MOCK_PAYMENT_ERRORS,
  paymentCallLog,
  paymentHandlers,
} from '../../../src/mocks/handlers-payment.ts';
import { paymentFlow } from '../../../src/state/payment-flow.ts';
import {
  body,
  findDialog,
  visible,
  paymentStoryReset,
  PaymentStory,
  standInProviderWindow,
  STORY_SELF,
} from './payment-story.tsx';

const meta = {
  title: 'Features/Payment/ShopBuy',
  component: PaymentStory,
  args: { start: 'shopBuy' },
  parameters: { msw: { handlers: { ...paymentHandlers } } },
  beforeEach: () => paymentStoryReset(),
} satisfies Meta<typeof PaymentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as it opens: the post's preview, title, creator and price. */
export const Open: Story = {
  play: async () => {
    const dialog = await findDialog('Buy this post');
    // Visible once the panel's fade-in is over.
    await visible(within(dialog).getByRole('button', { name: 'Buy for $4.99' }));
  },
};

/** The post's title, creator and price; Buy opens the payment dialog for the post. */
export const ShopBuy: Story = {
  play: async () => {
    const dialog = await findDialog('Buy this post');
    await expect(dialog).toHaveTextContent('Print-quality edit');
    await expect(dialog).toHaveTextContent('By Noor Studio');
    await expect(dialog).toHaveTextContent('$4.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for $4.99' }));
    const payment = await findDialog('Payment');
    await expect(payment).toHaveTextContent('“Print-quality edit” by Noor Studio');
    await expect(paymentFlow.shopBuy).toBeNull();
  },
};

/** Bought with the default saved card: embedPay for the post (type 3), then the shop-buy success. */
export const ShopBuySuccess: Story = {
  args: { start: 'postPayment' },
  play: async () => {
    const cards = await within(await findDialog('Payment')).findByRole('group', { name: 'Your cards' });
    await waitFor(() =>
      expect(within(cards).getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked(),
    );
    await userEvent.click(body().getByRole('button', { name: 'Pay $4.99' }));
    const success = await findDialog('Post unlocked');
    await expect(success).toHaveTextContent('“Print-quality edit” by Noor Studio is yours to keep.');
    // Its way on is the post just bought.
    await expect(within(success).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/en/noor.studio/42',
    );
    await expect(paymentCallLog.orders).toMatchObject([{ path: 'payment/embedPay', item_id: 42, type: 3 }]);
  },
};

/** One's own post (spec §6 shopBuySelf): no Buy, the reason instead. */
export const OwnPost: Story = {
  args: { creator: STORY_SELF },
  play: async () => {
    const dialog = await findDialog('Buy this post');
    await waitFor(() => expect(dialog).toHaveTextContent('You can’t buy your own post.'));
    await expect(within(dialog).queryByRole('button', { name: /^Buy for/ })).toBeNull();
  },
};

/** The server refuses (a blocked creator): its message above the payment dialog's buttons. */
export const Refused: Story = {
  args: { start: 'postPayment' },
  parameters: { msw: { handlers: { buyPost: buyPostHandlers.blocked } } },
  play: async () => {
    standInProviderWindow();
    const dialog = await findDialog('Payment');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'PayPal' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(MOCK_PAYMENT_ERRORS.blocked);
  },
};

/** The server refuses one's own post (message.error.shopBuySelf): its words above the buttons. */
export const ShopBuySelfRefused: Story = {
  args: { start: 'postPayment' },
  parameters: { msw: { handlers: { buyPost: buyPostHandlers.shopBuySelf } } },
  play: async () => {
    standInProviderWindow();
    const dialog = await findDialog('Payment');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'PayPal' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(MOCK_PAYMENT_ERRORS.shopBuySelf);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
  },
};
