/**
 * The payment dialog (spec §2, §4, §5, §8, §9): the pay-way tabs in and out of range, one way or
 * every way by language, the saved cards (a banned one), the add-card form, the card limit, and an
 * order from confirm to its end: paying, success, failure (its callback 1.5 s later), the
 * 300000 ms timeout and cancel while paying, all played on the fake clock; the errors of §8 and
 * a spending cap's refusal (issue 26).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { payWayKeys } from '../../../src/api/get-pay-ways.ts';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import {
  cardListHandlers,
  embedPayHandlers,
  embedStatusHandlers,
  orderStatusHandlers,
  payLanguageHandlers,
  paymentCallLog,
  paymentHandlers,
  payWayHandlers,
  subscribeHandlers,
  MOCK_PAYMENT_ERRORS,
} from '../../../src/mocks/handlers-payment.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import { capRefusedSubscribe, MOCK_CAP_REFUSAL } from '../../../src/mocks/handlers-spending.ts';
import { PAYMENT_POLL_INTERVAL_MS } from '../../../src/contract/rules/money-rules.ts';
import { paymentFlow, startPlanPayment } from '../../../src/state/payment-flow.ts';
import { installClock, type StoryClock } from '../../support/clock.ts';
import {
  body,
  findDialog,
  paymentStoryReset,
  PaymentStory,
  standInProviderWindow,
  STORY_CREATOR,
  STORY_PLAN,
  STORY_SELF,
  untilChecked,
  untilOnClock,
  visible,
  type ProviderWindowLog,
} from './payment-story.tsx';
import { signInForStory } from '../../support/session.tsx';

const meta = {
  title: 'Features/Payment/PaymentDialog',
  component: PaymentStory,
  args: { start: 'planPayment' },
  parameters: { msw: { handlers: { ...paymentHandlers } } },
  beforeEach: () => paymentStoryReset(),
} satisfies Meta<typeof PaymentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const payWays = async () => within(await findDialog('Payment')).findByRole('group', { name: 'Pay with' });
const cardsGroup = async () =>
  within(await findDialog('Payment')).findByRole('group', { name: 'Your cards' });
const payButton = async () => within(await findDialog('Payment')).getByRole('button', { name: 'Pay $4.99' });

/** Chooses PayPal (paid on the provider's page) with real time, before the clock is installed. */
async function choosePayPal() {
  const ways = await payWays();
  await userEvent.click(within(ways).getByRole('radio', { name: 'PayPal' }));
  await expect(within(ways).getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await visible(
    await body().findByText('You’ll finish paying with PayPal on its own page, in a new window.'),
  );
}

/**
 * Confirms on the fake clock (fireEvent: userEvent waits on timers) and waits until the order is
 * created and the pay-progress dialog shows.
 */
async function confirmOnClock(clock: StoryClock) {
  const pollsBefore = clock.timersScheduled(PAYMENT_POLL_INTERVAL_MS);
  // getBy, not findBy: a find waits on timers, which stand still on the fake clock.
  fireEvent.click(body().getByRole('button', { name: 'Pay $4.99' }));
  await untilOnClock(clock, () =>
    expect(body().getByRole('dialog', { name: 'Completing your payment' })).toBeInTheDocument(),
  );
  // The status checks start once the order's answer is read, in real time.
  await untilOnClock(clock, () =>
    expect(clock.timersScheduled(PAYMENT_POLL_INTERVAL_MS)).toBeGreaterThan(pollsBefore),
  );
}

/** Opens the dialog, picks PayPal, installs the clock and confirms: the order is pending. */
async function payOnProviderPage(): Promise<{ clock: StoryClock; provider: ProviderWindowLog }> {
  const provider = standInProviderWindow();
  await choosePayPal();
  const clock = installClock();
  await confirmOnClock(clock);
  return { clock, provider };
}

/** The dialog as it opens for a plan: the default way (credit card) with the default card chosen. */
export const Open: Story = {
  play: async () => {
    const cards = await cardsGroup();
    await waitFor(() =>
      expect(within(cards).getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked(),
    );
    await visible(await findDialog('Payment'));
  },
};

/**
 * Every way in a language of multi_payment_lang: the credit card (78, the default) chosen; Alipay,
 * UnionPay and USDT cannot take $4.99, so they are inactive and say their range.
 */
export const PayWaysInAndOutOfRange: Story = {
  play: async () => {
    const ways = await payWays();
    await expect(within(ways).getAllByRole('radio')).toHaveLength(7);
    await expect(within(ways).getByRole('radio', { name: 'Credit card' })).toBeChecked();
    for (const [name, range] of [
      ['Alipay', 'Alipay takes payments from $10.00 to $500.'],
      ['UnionPay', 'UnionPay takes payments from $50.00 to $5,000.'],
      ['USDT', 'USDT takes payments from $20.00 to $10,000.'],
    ] as const) {
      const radio = within(ways).getByRole('radio', { name });
      await expect(radio).toBeDisabled();
      await expect(radio).toHaveAccessibleDescription(range);
    }
    for (const name of ['LINE Pay', 'PayPal', 'Other']) {
      await expect(within(ways).getByRole('radio', { name })).toBeEnabled();
    }
  },
};

/** A language not in multi_payment_lang sees the default way (78, credit card) alone. */
export const SingleWayLanguage: Story = {
  parameters: { msw: { handlers: { appConfig: payLanguageHandlers.singleWay } } },
  play: async () => {
    const ways = await payWays();
    await expect(within(ways).getAllByRole('radio')).toHaveLength(1);
    await expect(within(ways).getByRole('radio', { name: 'Credit card' })).toBeChecked();
  },
};

/** The same order in a language of multi_payment_lang: every way of the server's list. */
export const MultiWayLanguage: Story = {
  parameters: { msw: { handlers: { appConfig: payLanguageHandlers.multiWay } } },
  play: async () => {
    const ways = await payWays();
    await expect(
      within(ways)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['78', '79', '80', '81', '82', '83', '84']);
  },
};

/** No way takes the amount: none chosen, Pay disabled, and the dialog says so. */
export const NoWayInRange: Story = {
  parameters: { msw: { handlers: { payWays: payWayHandlers.noneInRange } } },
  play: async () => {
    const ways = await payWays();
    for (const radio of within(ways).getAllByRole('radio')) await expect(radio).toBeDisabled();
    // Found as the dialog still fades in: wait until it shows.
    await waitFor(() =>
      expect(body().getByText('No way to pay this amount is available right now.')).toBeVisible(),
    );
    await expect(await payButton()).toBeDisabled();
  },
};

/**
 * The saved cards: the default (Visa 4242) preselected; the banned Amex shown, not choosable, and
 * skipped by the arrow keys.
 */
export const SavedCardsWithBanned: Story = {
  play: async () => {
    const cards = await cardsGroup();
    const visa = within(cards).getByRole('radio', { name: /Visa ending in 4242/ });
    await waitFor(() => expect(visa).toBeChecked());
    const amex = within(cards).getByRole('radio', { name: /American Express ending in 0005/ });
    await expect(amex).toBeDisabled();
    await expect(amex).toHaveAccessibleDescription('This card can’t be used for payments.');
    await userEvent.click(within(cards).getByRole('radio', { name: /Mastercard ending in 4444/ }));
    await expect(within(cards).getByRole('radio', { name: /Mastercard/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(visa).toBeChecked();
    await expect(await payButton()).toBeEnabled();
  },
};

/** Only a banned card: nothing to pay with until another card is added. */
export const OnlyBannedCard: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.onlyBanned } } },
  play: async () => {
    await cardsGroup();
    await visible(await body().findByText('None of your saved cards can be used. Add another card to pay.'));
    await expect(await payButton()).toBeDisabled();
  },
};

/**
 * No saved card: the add-card form takes the cards' place, without a Save of its own: Pay (in the
 * footer, never below the fold) submits it.
 */
export const AddCardWhenNoCards: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.empty } } },
  play: async () => {
    const dialog = within(await findDialog('Payment'));
    await visible(await dialog.findByRole('textbox', { name: /Card number/ }));
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await expect(dialog.queryByRole('button', { name: 'Save card' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Use a saved card' })).toBeNull();
    const form = dialog.getByRole('textbox', { name: /Card number/ }).closest('form')!;
    await waitFor(async () => expect(await payButton()).toBeEnabled());
    await expect(await payButton()).toHaveAttribute('type', 'submit');
    await expect(await payButton()).toHaveAttribute('form', form.id);
  },
};

/** Types the sandbox's test card into the payment dialog's form, and the agreement unless told not to. */
async function typeNewCard({ agree = true } = {}) {
  const dialog = within(await findDialog('Payment'));
  await userEvent.type(await dialog.findByRole('textbox', { name: /Card number/ }), '4242424242424242');
  await userEvent.type(dialog.getByRole('textbox', { name: /Expiry/ }), '1230');
  await userEvent.type(dialog.getByRole('textbox', { name: /Security code/ }), '123');
  if (agree) await userEvent.click(dialog.getByRole('checkbox', { name: /I agree/ }));
  return dialog;
}

/**
 * A new fan pays with a new card in one step: Pay confirms the card with the provider, waits for it
 * in the fan's cards, then pays with it (embedPay with the new card's id) and the success dialog
 * follows; the card is the chosen one of the list behind.
 */
export const NewCardPaysInOneStep: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.empty } } },
  play: async ({ msw }) => {
    await typeNewCard();
    // The provider's event reaches our server as the card is confirmed: the list has it next time.
    msw.use(cardListHandlers.onlyAddedCard);
    await userEvent.click(await payButton());
    await findDialog('You’re subscribed');
    await expect(paymentCallLog.cardsConfirmed).toEqual([
      { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    ]);
    await expect(paymentCallLog.orders).toMatchObject([
      { path: 'payment/embedPay', type: 2, amount: 4.99, user_payment_method_id: 'pm_mock_4' },
    ]);
  },
};

/** Pay without the agreement: it is asked for, and neither the card nor an order is sent. */
export const NewCardNeedsTheAgreement: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.empty } } },
  play: async () => {
    const dialog = await typeNewCard({ agree: false });
    await userEvent.click(await payButton());
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please accept the agreement to add a card.',
    );
    await expect(paymentCallLog.cardsConfirmed).toEqual([]);
    await expect(paymentCallLog.orders).toEqual([]);
  },
};

/**
 * With saved cards, Add a card shows the form with "Use a saved card" (back to the list); Pay then
 * submits the form, and goes back to paying with the chosen card once the list is back.
 */
export const AddAnotherCard: Story = {
  play: async () => {
    const dialog = within(await findDialog('Payment'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add a card' }));
    await visible(await dialog.findByRole('textbox', { name: /Card number/ }));
    await waitFor(async () => expect(await payButton()).toHaveAttribute('type', 'submit'));
    await userEvent.click(dialog.getByRole('button', { name: 'Use a saved card' }));
    const cards = await cardsGroup();
    await expect(within(cards).getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await expect(await payButton()).toHaveAttribute('type', 'button');
    await expect(dialog.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  },
};

/** Five saved cards: Add a card shows the card-limit alert instead of the form. */
export const CardLimit: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.full } } },
  play: async () => {
    const dialog = within(await findDialog('Payment'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add a card' }));
    const alert = await body().findByRole('alertdialog', { name: 'Card limit reached' });
    await expect(alert).toHaveAccessibleDescription('You can save up to 5 cards. Delete one to add another.');
    await expect(dialog.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  },
};

/**
 * Paying on the provider's page: the window opens in the click (blank, then sent to the checkout
 * page once the order answers), the pay-progress dialog shows, and the status is first checked
 * at 5000 ms, not at 4999, then every 5 s.
 */
export const Paying: Story = {
  play: async ({ loaded }) => {
    const { queryClient } = loaded as { queryClient: QueryClient };
    const { clock, provider } = await payOnProviderPage();
    try {
      await expect(provider.opened()).toBe(1);
      await expect(provider.address()).toBe(new URL('/sandbox/checkout/ord_mock_1', location.href).href);
      const [order] = paymentCallLog.orders;
      await expect(order).toMatchObject({
        path: 'payment/subscriptionCreater',
        item_id: 1,
        aff: 1004,
        amount: 4.99,
        pay_type_id: 81,
      });
      await expect(order?.client_key).toMatch(/^[0-9a-f-]{36}$/);
      await clock.tick(4999);
      await expect(paymentCallLog.checks).toBe(0);
      await untilChecked(clock, queryClient, 1, 1);
      await untilChecked(clock, queryClient, 5000, 2);
      await expect(body().getByRole('dialog', { name: 'Completing your payment' })).toHaveTextContent(
        'Finish paying in the window that opened.',
      );
      await expect(body().queryByRole('dialog', { name: 'Payment' })).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

/**
 * Paid at the second check: the dialog closes, the subscribe-success dialog shows what was
 * unlocked.
 */
export const Success: Story = {
  parameters: { msw: { handlers: { orderStatus: orderStatusHandlers.paidAtSecondCheck } } },
  play: async ({ loaded }) => {
    const { queryClient } = loaded as { queryClient: QueryClient };
    const { clock } = await payOnProviderPage();
    try {
      await untilChecked(clock, queryClient, 5000, 1);
      await expect(body().getByRole('dialog', { name: 'Completing your payment' })).toBeInTheDocument();
      await clock.tick(5000);
      await untilOnClock(clock, () => expect(paymentFlow.success).not.toBeNull());
    } finally {
      clock.uninstall();
    }
    const success = await findDialog('You’re subscribed');
    await expect(success).toHaveTextContent('Payment successful');
    await expect(success).toHaveTextContent('Your “Supporter” subscription to Noor Studio is active');
    // Its way on is the creator whose posts it unlocked.
    await expect(within(success).getByRole('link', { name: 'Visit Noor Studio' })).toHaveAttribute(
      'href',
      '/en/noor.studio',
    );
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Completing your payment' })).toBeNull());
    await userEvent.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A saved card pays without leaving the app: embedPay, then checkEmbedPay, then success. */
export const PaidWithSavedCard: Story = {
  play: async () => {
    const provider = standInProviderWindow();
    const cards = await cardsGroup();
    await waitFor(() =>
      expect(within(cards).getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked(),
    );
    await userEvent.click(await payButton());
    await findDialog('You’re subscribed');
    await expect(provider.opened()).toBe(0);
    await expect(paymentCallLog.orders).toMatchObject([
      {
        path: 'payment/embedPay',
        item_id: 1,
        aff: 1004,
        amount: 4.99,
        type: 2,
        user_payment_method_id: 'pm_mock_1',
      },
    ]);
  },
};

/**
 * A saved card's order is settled within a second or so: checked 500 ms after embedPay answers
 * (not at 499), then 500, 1000 and 2000 ms after each answer, then every 5 s like any order.
 */
export const SavedCardCheckedSoon: Story = {
  parameters: { msw: { handlers: { embedStatus: embedStatusHandlers.pending } } },
  play: async ({ loaded }) => {
    const { queryClient } = loaded as { queryClient: QueryClient };
    const cards = await cardsGroup();
    await waitFor(() =>
      expect(within(cards).getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked(),
    );
    const pay = await payButton();
    const clock = installClock();
    try {
      fireEvent.click(pay);
      await untilOnClock(clock, () => expect(paymentCallLog.orders).toHaveLength(1));
      await untilOnClock(clock, () =>
        expect(body().getByRole('dialog', { name: 'Completing your payment' })).toBeInTheDocument(),
      );
      // The first wait starts once embedPay's answer is read, in real time.
      await untilOnClock(clock, () => expect(clock.timersScheduled(500)).toBeGreaterThan(0));
      await clock.tick(499);
      await expect(paymentCallLog.checks).toBe(0);
      await untilChecked(clock, queryClient, 1, 1);
      await untilChecked(clock, queryClient, 500, 2);
      await untilChecked(clock, queryClient, 1000, 3);
      await clock.tick(1999);
      await expect(paymentCallLog.checks).toBe(3);
      await untilChecked(clock, queryClient, 1, 4);
      await clock.tick(4999);
      await expect(paymentCallLog.checks).toBe(4);
      await untilChecked(clock, queryClient, 1, 5);
      await untilChecked(clock, queryClient, PAYMENT_POLL_INTERVAL_MS, 6);
    } finally {
      clock.uninstall();
    }
  },
};

/** The saved card is declined: the reason, the dialog closed, the failure alert after 1.5 s. */
export const FailedWithSavedCard: Story = {
  parameters: { msw: { handlers: { embedStatus: embedStatusHandlers.failed } } },
  play: async () => {
    await cardsGroup();
    await userEvent.click(await payButton());
    await waitFor(() =>
      expect(body().getByRole('alert')).toHaveTextContent(`Payment failed: ${MOCK_PAYMENT_ERRORS.declined}`),
    );
    await expect(await body().findByRole('alertdialog', { name: 'Payment failed' })).toHaveTextContent(
      MOCK_PAYMENT_ERRORS.declined,
    );
  },
};

/**
 * The provider declined: 'message.payment.failed: {reason}' at once, the dialogs close, and the
 * failure callback (the payment-failed alert) runs 1500 ms later, not at 1499.
 */
export const Failure: Story = {
  parameters: { msw: { handlers: { orderStatus: orderStatusHandlers.failed } } },
  play: async () => {
    const { clock } = await payOnProviderPage();
    try {
      await clock.tick(5000);
      await untilOnClock(clock, () =>
        expect(body().getByRole('alert')).toHaveTextContent(
          `Payment failed: ${MOCK_PAYMENT_ERRORS.failedReason}`,
        ),
      );
      await expect(paymentFlow.payment).toBeNull();
      await clock.tick(1499);
      await expect(body().queryByRole('alertdialog')).toBeNull();
      await clock.tick(1);
      await untilOnClock(clock, () =>
        expect(body().getByRole('alertdialog', { name: 'Payment failed' })).toHaveTextContent(
          MOCK_PAYMENT_ERRORS.failedReason,
        ),
      );
    } finally {
      clock.uninstall();
    }
  },
};

/** Still pending at 300000 ms: 'payment procedure time out' and the dialog closes; not at 299999. */
export const Timeout: Story = {
  play: async () => {
    const { clock } = await payOnProviderPage();
    try {
      await clock.tick(299_999);
      await untilOnClock(clock, () => expect(paymentCallLog.checks).toBeGreaterThan(0));
      await expect(paymentFlow.payment).not.toBeNull();
      await expect(body().getByRole('dialog', { name: 'Completing your payment' })).toBeInTheDocument();
      await clock.tick(1);
      await untilOnClock(clock, () =>
        expect(body().getByRole('alert')).toHaveTextContent('The payment procedure timed out.'),
      );
      await expect(paymentFlow.payment).toBeNull();
      const checks = paymentCallLog.checks;
      await clock.tick(10_000);
      await expect(paymentCallLog.checks).toBe(checks);
    } finally {
      clock.uninstall();
    }
  },
};

/**
 * Cancel while paying: 'message.payment.cancel', the polling stops, the provider's window closes,
 * and the payment dialog is back; paying again is a new attempt with a new key.
 */
export const CancelWhilePaying: Story = {
  play: async () => {
    const { clock, provider } = await payOnProviderPage();
    try {
      const progress = body().getByRole('dialog', { name: 'Completing your payment' });
      fireEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));
      await untilOnClock(clock, () =>
        expect(body().getByRole('status')).toHaveTextContent('Payment cancelled'),
      );
      await expect(provider.closed()).toBe(true);
      await clock.tick(10_000);
      await expect(paymentCallLog.checks).toBe(0);
      await untilOnClock(clock, () =>
        expect(body().getByRole('dialog', { name: 'Payment' })).toBeInTheDocument(),
      );
      await confirmOnClock(clock);
      const [first, second] = paymentCallLog.orders;
      await expect(second?.client_key).not.toBe(first?.client_key);
    } finally {
      clock.uninstall();
    }
  },
};

/** The create call failed: the message above the buttons; Pay again retries with the same key. */
export const RetryKeepsKey: Story = {
  parameters: { msw: { handlers: { subscribe: subscribeHandlers.refused } } },
  play: async ({ msw }) => {
    standInProviderWindow();
    await choosePayPal();
    await userEvent.click(await payButton());
    const dialog = await findDialog('Payment');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR);
    // The server accepts the order by the time the fan pays again.
    msw.use(subscribeHandlers.default);
    await userEvent.click(await payButton());
    await findDialog('Completing your payment');
    const [first, second] = paymentCallLog.orders;
    await expect(second?.client_key).toBe(first?.client_key);
  },
};

/** The provider wants its fields POSTed: a form submitted inside the new window. */
export const ProviderPostData: Story = {
  parameters: { msw: { handlers: { subscribe: subscribeHandlers.postData } } },
  play: async () => {
    const provider = standInProviderWindow();
    await choosePayPal();
    await userEvent.click(await payButton());
    await findDialog('Completing your payment');
    const form = provider.form();
    await expect(form?.method).toBe('post');
    await expect(form?.action).toBe(new URL('/sandbox/checkout/ord_mock_1', location.href).href);
    await expect(Object.fromEntries(new FormData(form!))).toEqual({ session: 'cs_mock_1', lang: 'en' });
  },
};

/** A blocked popup: the progress dialog offers to open the payment page from a new click. */
export const PopupBlocked: Story = {
  play: async () => {
    standInProviderWindow({ blocked: true });
    await choosePayPal();
    await userEvent.click(await payButton());
    const progress = await findDialog('Completing your payment');
    const provider = standInProviderWindow();
    await userEvent.click(within(progress).getByRole('button', { name: 'Open the payment page again' }));
    await expect(provider.address()).toBe(new URL('/sandbox/checkout/ord_mock_1', location.href).href);
  },
};

/** An order answered without its page: 'Order number or payment callback url is missing'. */
export const OrderMissing: Story = {
  parameters: { msw: { handlers: { subscribe: subscribeHandlers.missingUrl } } },
  play: async () => {
    const provider = standInProviderWindow();
    await choosePayPal();
    await userEvent.click(await payButton());
    const dialog = await findDialog('Payment');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Order number or payment callback URL is missing.',
    );
    await expect(provider.closed()).toBe(true);
  },
};

/** A saved card's order without its number: 'Order number is missing' (embedded pay). */
export const EmbedOrderMissing: Story = {
  parameters: { msw: { handlers: { embedPay: embedPayHandlers.missingOrder } } },
  play: async () => {
    await cardsGroup();
    await userEvent.click(await payButton());
    const dialog = await findDialog('Payment');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order number is missing.');
  },
};

/**
 * An unknown pay type ('Payment Type Error'), nothing ordered. In development every answer is
 * held to the contract, which knows the seven types only, so the story puts the server's list in
 * the cache itself, as a production server outside the contract would answer it.
 */
export const UnknownPayType: Story = {
  args: { start: 'nothing' },
  play: async ({ loaded }) => {
    const { queryClient } = loaded as { queryClient: QueryClient };
    queryClient.setQueryData(payWayKeys.root, {
      list: [{ payment_type: 9 as 0, pay_type_id: 90, min_money: 1, max_money: 999 }],
      default_pay_type_id: 90,
    });
    startPlanPayment({ plan: STORY_PLAN, creator: STORY_CREATOR });
    const ways = await payWays();
    await expect(within(ways).getByRole('radio', { name: 'Other' })).toBeChecked();
    await userEvent.click(await payButton());
    const dialog = await findDialog('Payment');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment type error.');
    await expect(paymentCallLog.orders).toHaveLength(0);
  },
};

/** The server refuses one's own plan (message.error.subscribeSelf): said above the buttons. */
export const SubscribeSelf: Story = {
  args: { creator: STORY_SELF },
  parameters: { msw: { handlers: { subscribe: subscribeHandlers.subscribeSelf } } },
  play: async () => {
    standInProviderWindow();
    await choosePayPal();
    await userEvent.click(await payButton());
    const dialog = await findDialog('Payment');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MOCK_PAYMENT_ERRORS.subscribeSelf,
    );
  },
};

/** A plan taken off sale meanwhile (message.error.subscriptionNotFound). */
export const PlanNotFound: Story = {
  parameters: { msw: { handlers: { subscribe: subscribeHandlers.notFound } } },
  play: async () => {
    standInProviderWindow();
    await choosePayPal();
    await userEvent.click(await payButton());
    const dialog = await findDialog('Payment');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MOCK_PAYMENT_ERRORS.subscriptionNotFound,
    );
  },
};

/**
 * A spending cap of the fan's refuses the payment (issue 26) before anything is made: the server's
 * words (the cap, what is left, the reset date) under a title, and the way to raise the limit.
 */
export const SpendingCapRefused: Story = {
  parameters: { msw: { handlers: { subscribe: capRefusedSubscribe } } },
  play: async () => {
    standInProviderWindow();
    await choosePayPal();
    await userEvent.click(await payButton());
    const dialog = await findDialog('Payment');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Spending limit reached');
    await expect(alert).toHaveTextContent(MOCK_CAP_REFUSAL);
    const review = within(alert).getByRole('link', { name: 'Review spending limits' });
    await expect(review.getAttribute('href')).toMatch(/\/mine\/buy\/limits$/);
  },
};

/** A visitor is asked to log in first; the payment dialog opens after the login. */
export const VisitorLogsInFirst: Story = {
  beforeEach: () => paymentStoryReset({ signedIn: false }),
  play: async () => {
    await findDialog('Log in or sign up');
    await expect(body().queryByRole('dialog', { name: 'Payment' })).toBeNull();
    await expect(paymentFlow.payment).toBeNull();
    // The login stores a token: the remembered action runs and the payment dialog opens.
    signInForStory();
    await findDialog('Payment');
  },
};

/** Arabic, right to left: a language with the default way alone; the saved cards and the amount mirrored. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    // Arabic is not in the mocked multi_payment_lang: the credit card alone, then the 3 saved cards.
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(4));
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
  },
};

/**
 * Arabic with no saved card: the add-card form mirrored, its card digits left to right, and Pay
 * (submitting the form) in the footer.
 */
export const NewCardArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { cardList: cardListHandlers.empty } } },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const number = (await within(dialog).findByRole('textbox', { name: 'رقم البطاقة' })) as HTMLInputElement;
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await expect(getComputedStyle(number).direction).toBe('ltr');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^ادفع/ })).toHaveAttribute('form', number.form!.id),
    );
  },
};

/**
 * By keyboard (issue 22, WCAG 2.4.3): opened from a button, the payment dialog takes focus, and Esc
 * gives it back to that button rather than leaving it on <body>.
 */
export const EscapeGivesFocusBack: Story = {
  play: async ({ canvasElement }) => {
    await findDialog('Payment');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const again = within(canvasElement).getByRole('button', { name: 'Open again' });
    again.focus();
    await userEvent.keyboard('{Enter}');
    const payment = await findDialog('Payment');
    await waitFor(() => expect(payment.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(again).toHaveFocus());
  },
};
