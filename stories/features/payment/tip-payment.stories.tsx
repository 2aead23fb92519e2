/**
 * A tip from start to end (issue 25): the tip dialog (the amount and message), then the payment
 * dialog paying it like a purchase (a saved card here), the server's refusals said there, and the
 * tip-sent dialog; from the chat the request says so.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentCallLog, paymentHandlers } from '../../../src/mocks/handlers-payment.ts';
import { MOCK_TIP_ERRORS, tipHandlers } from '../../../src/mocks/handlers-tips.ts';
import { findDialog, paymentStoryReset, PaymentStory } from './payment-story.tsx';

const meta = {
  title: 'Features/Payment/TipPayment',
  component: PaymentStory,
  args: { start: 'tip' },
  parameters: { msw: { handlers: { ...paymentHandlers, tip: tipHandlers.default } } },
  beforeEach: () => paymentStoryReset(),
} satisfies Meta<typeof PaymentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses $10 and a message in the tip dialog, then Continue: answers the payment dialog. */
async function chooseTen() {
  const tip = within(await findDialog('Send a tip'));
  await waitFor(() => expect(tip.getByRole('button', { name: '$10.00' })).toBeVisible());
  await userEvent.click(tip.getByRole('button', { name: '$10.00' }));
  await userEvent.type(tip.getByRole('textbox', { name: /Message/ }), 'For the new series');
  await userEvent.click(tip.getByRole('button', { name: 'Continue' }));
  const payment = within(await findDialog('Payment'));
  await waitFor(() => expect(payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked());
  return payment;
}

/** Paying: the payment dialog shows the tip and its total, Pay charges the saved card. */
export const Paying: Story = {
  play: async () => {
    const payment = await chooseTen();
    await expect(await findDialog('Payment')).toHaveTextContent('A tip for Noor Studio');
    await userEvent.click(payment.getByRole('button', { name: 'Pay $10.00' }));
    await findDialog('Tip sent');
    await expect(paymentCallLog.orders).toMatchObject([
      {
        path: 'payment/tip',
        aff: 1004,
        amount: 10,
        message: 'For the new series',
        in_chat: 0,
        user_payment_method_id: 'pm_mock_1',
      },
    ]);
  },
};

/** Done: the tip-sent dialog thanks the fan and leads to the creator's page. */
export const Done: Story = {
  play: async () => {
    const payment = await chooseTen();
    await userEvent.click(payment.getByRole('button', { name: 'Pay $10.00' }));
    const doneDialog = await findDialog('Tip sent');
    await expect(doneDialog).toHaveTextContent('Your $10.00 tip is on its way to Noor Studio.');
    const done = within(doneDialog);
    await expect(done.getByRole('link', { name: 'Visit Noor Studio' })).toHaveAttribute(
      'href',
      '/en/noor.studio',
    );
  },
};

/** From the chat, the request asks for the tip to appear in the conversation. */
export const FromTheChat: Story = {
  args: { start: 'tipInChat' },
  play: async () => {
    const payment = await chooseTen();
    await userEvent.click(payment.getByRole('button', { name: 'Pay $10.00' }));
    await findDialog('Tip sent');
    await expect(paymentCallLog.orders).toMatchObject([{ path: 'payment/tip', in_chat: 1 }]);
  },
};

/** A creator who blocked the fan: the server's refusal above the buttons, nothing paid. */
export const RefusedBlocked: Story = {
  parameters: { msw: { handlers: { tip: tipHandlers.blocked } } },
  play: async () => {
    const payment = await chooseTen();
    await userEvent.click(payment.getByRole('button', { name: 'Pay $10.00' }));
    await waitFor(() => expect(payment.getByRole('alert')).toHaveTextContent(MOCK_TIP_ERRORS.blocked));
  },
};

/** Tipping oneself, refused the same way. */
export const RefusedSelf: Story = {
  parameters: { msw: { handlers: { tip: tipHandlers.self } } },
  play: async () => {
    const payment = await chooseTen();
    await userEvent.click(payment.getByRole('button', { name: 'Pay $10.00' }));
    await waitFor(() => expect(payment.getByRole('alert')).toHaveTextContent(MOCK_TIP_ERRORS.self));
  },
};

/** Arabic, right to left: the tip dialog, then the payment dialog. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const tip = within(await findDialog('أرسل إكرامية'));
    await waitFor(() => expect(tip.getByRole('group', { name: 'المبالغ' })).toBeVisible());
  },
};
