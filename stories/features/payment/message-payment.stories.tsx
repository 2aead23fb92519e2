/**
 * Unlocking a paid chat message (issue 25): the payment dialog paying its price like a purchase
 * (a saved card here), the message-unlocked dialog after it, the server's refusal said there, and
 * Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentCallLog, paymentHandlers } from '../../../src/mocks/handlers-payment.ts';
import { buyMessageHandlers, MOCK_PAID_MESSAGE_ERRORS } from '../../../src/mocks/handlers-paid-messages.ts';
import { chatHandlers } from '../../../src/mocks/handlers-chat.ts';
import { findDialog, paymentStoryReset, PaymentStory } from './payment-story.tsx';

const meta = {
  title: 'Features/Payment/MessagePayment',
  component: PaymentStory,
  args: { start: 'message' },
  // The conversation is read again once paid (chatHandlers answers it).
  parameters: {
    msw: { handlers: { ...paymentHandlers, ...chatHandlers, buyMessage: buyMessageHandlers.default } },
  },
  beforeEach: () => paymentStoryReset(),
} satisfies Meta<typeof PaymentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function paymentDialog() {
  const payment = within(await findDialog('Payment'));
  await waitFor(() => expect(payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked());
  return payment;
}

/** Paying: the dialog names the paid message and its price; Pay orders it with the saved card. */
export const Paying: Story = {
  play: async () => {
    const payment = await paymentDialog();
    await expect(await findDialog('Payment')).toHaveTextContent('A paid message from Noor Studio');
    await userEvent.click(payment.getByRole('button', { name: 'Pay $9.99' }));
    const done = await findDialog('Message unlocked');
    await expect(done).toHaveTextContent(
      'You paid $9.99: the pictures Noor Studio sent you are unlocked in your conversation.',
    );
    await expect(paymentCallLog.orders).toMatchObject([
      { path: 'payment/buyMessage', message_id: 5012, amount: 9.99, user_payment_method_id: 'pm_mock_1' },
    ]);
  },
};

/** A block since: the server's refusal above the buttons, nothing paid. */
export const Blocked: Story = {
  parameters: { msw: { handlers: { buyMessage: buyMessageHandlers.blocked } } },
  play: async () => {
    const payment = await paymentDialog();
    await userEvent.click(payment.getByRole('button', { name: 'Pay $9.99' }));
    await waitFor(() => expect(payment.getByText(MOCK_PAID_MESSAGE_ERRORS.blocked)).toBeVisible());
  },
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const payment = await findDialog('الدفع');
    await waitFor(() => expect(payment).toHaveTextContent('رسالة مدفوعة من Noor Studio'));
  },
};
