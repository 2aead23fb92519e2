/**
 * mine/card (spec §2, §3, §5, §8): the saved cards with the default marked and a banned one
 * flagged, Make default (refused for a banned card) and Delete after a confirm, Add a card, and
 * the card-limit alert at 5; empty, failed, Arabic. The server's side of Make default and Delete
 * (the card kept so, the default passed on) runs against the real server in
 * tests/e2e/money-cards.spec.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bindDefaultCardHandlers,
  cardListHandlers,
  paymentCallLog,
  paymentHandlers,
  resetPaymentCallLog,
} from '../../../src/mocks/handlers-payment.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import { MineCardScreen } from '../../../src/screens/mine/card/mine-card-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Card',
  component: MineCardScreen,
  parameters: { router: { route: '/mine/card' }, msw: { handlers: { ...paymentHandlers } } },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    resetPaymentCallLog();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof MineCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const cardRow = async (canvasElement: HTMLElement, name: RegExp) => {
  const canvas = within(canvasElement);
  const title = await canvas.findByText(name);
  return within(title.closest('article')!);
};

/** The seeded fan's three cards: the default Visa, a Mastercard, the banned Amex. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Credit cards' })).toBeVisible();
    await expect(await canvas.findByTestId('card-count')).toHaveTextContent('3 of 5 cards');
    const visa = await cardRow(canvasElement, /Visa ending in 4242/);
    await expect(visa.getByText('Default')).toBeVisible();
    await expect(visa.queryByRole('button', { name: 'Make default' })).toBeNull();
    await expect(visa.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Visa ending in 4242',
    );
    const amex = await cardRow(canvasElement, /American Express ending in 0005/);
    await expect(amex.getByText('Blocked')).toBeVisible();
    await expect(amex.getByText('This card can’t be used for payments.')).toBeVisible();
    // A banned card can be deleted but never made the default (spec §5).
    await expect(amex.queryByRole('button', { name: 'Make default' })).toBeNull();
    await expect(amex.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** Make default: the Mastercard is asked to be the default; the answer marks it, the Visa loses the mark. */
export const SetDefault: Story = {
  play: async ({ canvasElement }) => {
    const master = await cardRow(canvasElement, /Mastercard ending in 4444/);
    await userEvent.click(master.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Default card changed'));
    await waitFor(() => expect(master.getByText('Default')).toBeVisible());
    const visa = await cardRow(canvasElement, /Visa ending in 4242/);
    await expect(visa.queryByText('Default')).toBeNull();
    await expect(paymentCallLog.defaultCards).toEqual(['pm_mock_2']);
  },
};

/** The server refuses the change (info.invalidCard): its message as a failure popup. */
export const SetDefaultRefused: Story = {
  parameters: { msw: { handlers: { bindDefaultCard: bindDefaultCardHandlers.error } } },
  play: async ({ canvasElement }) => {
    const master = await cardRow(canvasElement, /Mastercard ending in 4444/);
    await userEvent.click(master.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(body().getByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR));
  },
};

/** Delete asks first; confirmed, the card is deleted, goes from the list and "Deleted" says so. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const master = await cardRow(canvasElement, /Mastercard ending in 4444/);
    await userEvent.click(master.getByRole('button', { name: 'Delete' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Delete Mastercard ending in 4444?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Deleted'));
    await waitFor(() => expect(within(canvasElement).queryByText(/Mastercard ending in 4444/)).toBeNull());
    await expect(within(canvasElement).getByTestId('card-count')).toHaveTextContent('2 of 5 cards');
    await expect(paymentCallLog.deletedCards).toEqual(['pm_mock_2']);
  },
};

/** Add a card opens the add-card dialog. */
export const AddCard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add a card' }));
    const dialog = await body().findByRole('dialog', { name: 'Add a card' });
    const number = await within(dialog).findByRole('textbox', { name: /Card number/ });
    // Visible once the dialog's fade-in is over.
    await waitFor(() => expect(number).toBeVisible());
  },
};

/** Five cards: Add a card shows the card-limit alert instead of the form. */
export const CardLimit: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.full } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('card-count')).toHaveTextContent('5 of 5 cards');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a card' }));
    const alert = await body().findByRole('alertdialog', { name: 'Card limit reached' });
    await expect(alert).toHaveAccessibleDescription('You can save up to 5 cards. Delete one to add another.');
    await expect(body().queryByRole('dialog', { name: 'Add a card' })).toBeNull();
  },
};

/** No saved card: the empty state offers to add one. */
export const Empty: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No saved cards yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a card' })).toBeVisible();
  },
};

/** The list could not be loaded: the server's message and Reload. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { cardList: cardListHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Arabic, right to left: rows, badges and buttons mirrored; expiry dates still MM/YY. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('article')).toHaveLength(3));
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};
