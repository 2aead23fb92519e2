/**
 * The add-credit-card dialog (spec §2, §5, §7, §8, §9), as mine-card opens it: the sandbox's card
 * fields with its test card, the agreement required, info.invalidCard, the provider's refusal
 * shown as it words it, the card limit, and the new card awaited in the list every 0.5 s, 10
 * times, on the fake clock.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { cardKeys } from '../../../src/api/card-keys.ts';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddCardDialog } from '../../../src/features/payment/add-card-dialog.tsx';
import {
  cardListHandlers,
  cardSetupHandlers,
  MOCK_PAYMENT_ERRORS,
  paymentCallLog,
  paymentHandlers,
  sandboxConfirmHandlers,
} from '../../../src/mocks/handlers-payment.ts';
import { installClock, type StoryClock } from '../../support/clock.ts';
import { WithShellOverlays } from '../../support/session.tsx';
import { body, findDialog, paymentStoryReset, untilOnClock, visible } from './payment-story.tsx';

const meta = {
  title: 'Features/Payment/AddCardDialog',
  component: AddCardDialog,
  args: { open: true, onClose: fn(), onAdded: fn() },
  render: (args) => (
    <WithShellOverlays>
      <AddCardDialog {...args} />
    </WithShellOverlays>
  ),
  parameters: { msw: { handlers: { ...paymentHandlers } } },
  beforeEach: () => paymentStoryReset(),
} satisfies Meta<typeof AddCardDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const TEST_CARD = '4242424242424242';

/** Types a card (real time) and accepts the agreement unless told not to. */
async function fillCard({ number = TEST_CARD, expiry = '1230', cvc = '123', agree = true } = {}) {
  const dialog = within(await findDialog('Add a card'));
  await userEvent.type(await dialog.findByRole('textbox', { name: /Card number/ }), number);
  await userEvent.type(dialog.getByRole('textbox', { name: /Expiry/ }), expiry);
  await userEvent.type(dialog.getByRole('textbox', { name: /Security code/ }), cvc);
  if (agree) await userEvent.click(dialog.getByRole('checkbox', { name: /I agree/ }));
  return dialog;
}

/** How many card lists the app has read into its cache so far. */
const listsRead = (queryClient: QueryClient) =>
  queryClient.getQueryState(cardKeys.list())?.dataUpdateCount ?? 0;

/**
 * The next 0.5 s, and the list it asks for read: the poll waits its 500 ms only once the answer
 * before is in, so a story never ticks past an answer it has not seen read.
 */
async function nextListRead(clock: StoryClock, queryClient: QueryClient, ms: number, read: number) {
  await clock.tick(ms);
  await untilOnClock(clock, () => expect(listsRead(queryClient)).toBe(read));
}

/** Saves on the fake clock and waits for the provider's answer to be read. */
async function saveOnClock(clock: StoryClock) {
  fireEvent.click(body().getByRole('button', { name: 'Save card' }));
  await untilOnClock(clock, () =>
    expect(body().getByRole('button', { name: 'Save card' })).toHaveAttribute('aria-busy'),
  );
}

/** The form at rest, as it opens: the test card's note, the fields, the agreement, Save. */
export const Open: Story = {
  play: async () => {
    const dialog = within(await findDialog('Add a card'));
    await visible(await dialog.findByRole('textbox', { name: /Card number/ }));
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Save card' })).toBeEnabled();
  },
};

/**
 * The sandbox's fields with its test card: typed digits group by four and the expiry gets its
 * slash; saving confirms the card as typed, whose arrival in the list is asked every 500 ms (not
 * at 499) until it is there, the third time (the provider's webhook reaches our server after the
 * second); then "Card added" and the dialog hands the card over.
 */
export const AddCard: Story = {
  parameters: { msw: { handlers: { sandboxConfirm: sandboxConfirmHandlers.succeeded } } },
  play: async ({ args, loaded, msw }) => {
    const { queryClient } = loaded as { queryClient: QueryClient };
    const dialog = await fillCard();
    await expect(dialog.getByText(/4242 4242 4242 4242/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    await expect(dialog.getByRole('textbox', { name: /Expiry/ })).toHaveValue('12/30');
    const listsBefore = paymentCallLog.cardLists;
    const readBefore = listsRead(queryClient);
    const clock = installClock();
    try {
      await saveOnClock(clock);
      await untilOnClock(clock, () => expect(paymentCallLog.cardsConfirmed).toHaveLength(1));
      // The first 0.5 s wait starts once the confirm's answer is read, in real time.
      await untilOnClock(clock, () => expect(clock.timersScheduled(500)).toBe(1));
      await clock.tick(499);
      await expect(paymentCallLog.cardLists).toBe(listsBefore);
      for (let attempt = 1; attempt <= 3; attempt++) {
        if (attempt === 3) msw.use(cardListHandlers.withAddedCard);
        await nextListRead(clock, queryClient, attempt === 1 ? 1 : 500, readBefore + attempt);
      }
      await expect(paymentCallLog.cardLists).toBe(listsBefore + 3);
      await untilOnClock(clock, () => expect(args.onAdded).toHaveBeenCalledTimes(1));
      await untilOnClock(clock, () => expect(body().getByRole('status')).toHaveTextContent('Card added'));
    } finally {
      clock.uninstall();
    }
    await expect(args.onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 'pm_mock_4' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(paymentCallLog.cardsConfirmed).toEqual([
      { number: TEST_CARD, exp_month: 12, exp_year: 2030, cvc: '123' },
    ]);
  },
};

/** The agreement is required: nothing is sent without it. */
export const AgreementRequired: Story = {
  play: async () => {
    const dialog = await fillCard({ agree: false });
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please accept the agreement to add a card.',
    );
    await expect(paymentCallLog.cardsConfirmed).toEqual([]);
  },
};

/** A number that is no card's (fails the Luhn check): info.invalidCard, nothing sent. */
export const InvalidCard: Story = {
  play: async () => {
    const dialog = await fillCard({ number: '4242424242424241' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This card can’t be used. Check the number, the expiry date and the security code, or choose another card.',
    );
    await expect(paymentCallLog.cardsConfirmed).toEqual([]);
  },
};

/** The provider declines the card (402): its own message, the dialog stays open. */
export const SetupDeclined: Story = {
  parameters: { msw: { handlers: { sandboxConfirm: sandboxConfirmHandlers.declined } } },
  play: async ({ args }) => {
    const dialog = await fillCard();
    await userEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MOCK_PAYMENT_ERRORS.declined);
    await expect(args.onAdded).not.toHaveBeenCalled();
  },
};

/** Confirmed, but the card never reaches the list within the 10 tries (5000 ms): said so. */
export const NotListedInTime: Story = {
  parameters: { msw: { handlers: { sandboxConfirm: sandboxConfirmHandlers.succeeded } } },
  play: async ({ args, loaded }) => {
    const { queryClient } = loaded as { queryClient: QueryClient };
    await fillCard();
    const listsBefore = paymentCallLog.cardLists;
    const readBefore = listsRead(queryClient);
    const clock = installClock();
    try {
      await saveOnClock(clock);
      // The first 0.5 s wait starts once the confirm's answer is read, in real time.
      await untilOnClock(clock, () => expect(clock.timersScheduled(500)).toBe(1));
      for (let attempt = 1; attempt <= 10; attempt++) {
        await nextListRead(clock, queryClient, 500, readBefore + attempt);
      }
      await expect(paymentCallLog.cardLists).toBe(listsBefore + 10);
      await untilOnClock(clock, () =>
        expect(
          within(body().getByRole('dialog', { name: 'Add a card' })).getByText(
            /^Your card was accepted but hasn’t reached your cards yet\./,
          ),
        ).toHaveAttribute('role', 'alert'),
      );
      await clock.tick(5000);
      await expect(paymentCallLog.cardLists).toBe(listsBefore + 10);
    } finally {
      clock.uninstall();
    }
    await expect(args.onAdded).not.toHaveBeenCalled();
  },
};

/** Five saved cards: the card-limit alert instead of the form, and no card setup is started. */
export const CardLimit: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.full } } },
  play: async () => {
    const dialog = within(await findDialog('Add a card'));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Card limit reached');
    await expect(alert).toHaveTextContent('You can save up to 5 cards. Delete one to add another.');
    await expect(dialog.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  },
};

/** The server refuses the setup (a fifth card added in another tab): its message and Reload. */
export const SetupRefused: Story = {
  parameters: { msw: { handlers: { cardSetup: cardSetupHandlers.cardLimit } } },
  play: async () => {
    const dialog = within(await findDialog('Add a card'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MOCK_PAYMENT_ERRORS.cardLimit);
  },
};

/**
 * A server running Stripe: Stripe's Card Element in place of the sandbox's fields, under the same
 * agreement. Stripe.js comes from js.stripe.com, so what the element shows depends on the network
 * (a run without it says the form could not be loaded, with Try again): only the form is asserted.
 */
export const StripeProvider: Story = {
  parameters: { msw: { handlers: { cardSetup: cardSetupHandlers.stripe } } },
  play: async () => {
    const dialog = within(await findDialog('Add a card'));
    await visible(await dialog.findByText('Card details'));
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).toBeInTheDocument();
    await expect(dialog.queryByRole('textbox', { name: /Card number/ })).toBeNull();
    await expect(
      dialog.queryByText('Cards can’t be added in the app with this payment provider yet.'),
    ).toBeNull();
  },
};

/** Arabic, right to left: labels mirrored, the card's digits still left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('textbox')).toHaveLength(3));
    const [number] = within(dialog).getAllByRole('textbox');
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await expect(getComputedStyle(number!).direction).toBe('ltr');
  },
};
