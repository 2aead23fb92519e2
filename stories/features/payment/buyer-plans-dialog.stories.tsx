/**
 * The buyer subscription dialog (spec §2, §4, §6): a creator's plans with the owned marker, a
 * plan's detail with Buy or the owned marker, the back button only when the dialog was not opened
 * on the detail, a post's Recommended and Other plans, and Buy leading to the payment dialog.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { creatorPlansHandlers } from '../../../src/mocks/handlers-plans.ts';
import { creatorPlansOfferEnded, creatorPlansWithOffer } from '../../../src/mocks/handlers-offers.ts';
import { paymentHandlers, postPlansHandlers } from '../../../src/mocks/handlers-payment.ts';
import { paymentFlow } from '../../../src/state/payment-flow.ts';
import { body, findDialog, paymentStoryReset, PaymentStory, STORY_SELF, visible } from './payment-story.tsx';

const meta = {
  title: 'Features/Payment/BuyerPlansDialog',
  component: PaymentStory,
  args: { start: 'creatorPlans' },
  parameters: { msw: { handlers: { ...paymentHandlers, creatorPlans: creatorPlansHandlers.subscribed } } },
  beforeEach: () => paymentStoryReset(),
} satisfies Meta<typeof PaymentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const plansDialog = () => findDialog('Subscribe to Noor Studio');
const planButtons = async () =>
  within(await plansDialog()).findAllByRole('button', { name: /Supporter|Inner circle|Backstage pass/ });

/** A creator's plans on sale: name, price and length; the one the fan holds is marked. */
export const Open: Story = {
  play: async () => {
    const [supporter, inner, backstage] = await planButtons();
    await expect(supporter).toHaveTextContent('Supporter$4.9930 days of access · 17 posts');
    await expect(inner).toHaveTextContent('Subscribed');
    await expect(backstage).not.toHaveTextContent('Subscribed');
    // The list is the first view: no back button.
    await expect(within(await plansDialog()).queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** No plan on sale: the empty text. */
export const NoPlans: Story = {
  parameters: { msw: { handlers: { creatorPlans: creatorPlansHandlers.empty } } },
  play: async () => {
    await visible(
      await within(await plansDialog()).findByText('No subscription plans are on sale right now.'),
    );
  },
};

/** A plan the fan holds: its detail shows the owned marker instead of Buy; back returns to the list. */
export const DetailOwned: Story = {
  play: async () => {
    const [, inner] = await planButtons();
    await userEvent.click(inner!);
    const detail = await findDialog('Plan details');
    // The dialog may still be fading in (opacity below 1 reads as not visible): wait for it.
    await visible(within(detail).getByRole('heading', { name: 'Inner circle' }));
    await expect(detail).toHaveTextContent('You’re subscribed to this plan.');
    await expect(within(detail).queryByRole('button', { name: /^Subscribe for/ })).toBeNull();
    await userEvent.click(within(detail).getByRole('button', { name: 'Back' }));
    await plansDialog();
  },
};

/**
 * A plan opened straight on its detail (from a creator page's side list): what it gives, Buy, and
 * no back button (spec §4); Buy closes it and opens the payment dialog for the plan.
 */
export const DetailBuyable: Story = {
  args: { start: 'creatorPlanDetail' },
  play: async () => {
    const detail = await findDialog('Plan details');
    await visible(await within(detail).findByRole('heading', { name: 'Supporter' }));
    for (const fact of ['30 days of access', 'Unlocks every past post', '17 posts']) {
      await expect(detail).toHaveTextContent(fact);
    }
    await expect(within(detail).queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(within(detail).getByRole('button', { name: 'Subscribe for $4.99' }));
    const payment = await findDialog('Payment');
    await expect(payment).toHaveTextContent('“Supporter” subscription to Noor Studio');
    await expect(paymentFlow.buyer).toBeNull();
  },
};

/** Closes the dialog the story opened as it started, and opens it again from the page's button. */
async function reopenFromButton(canvasElement: HTMLElement) {
  await findDialog(/Subscribe to Noor Studio|Plan details/);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  const again = within(canvasElement).getByRole('button', { name: 'Open again' });
  again.focus();
  await userEvent.keyboard('{Enter}');
  // The dialog moves focus into itself once its transition starts; a key pressed before that
  // lands on whatever it was about to leave (CI lost an Enter this way on a busy machine).
  const reopened = await findDialog(/Subscribe to Noor Studio|Plan details/);
  await waitFor(() => expect(reopened.contains(document.activeElement)).toBe(true));
  return again;
}

/**
 * Presses Enter on the button `find` gets once it holds the focus. Found again on each try: the
 * reopened dialog renders its list again as the plans come back, and a button found before that
 * is no longer in the document, where focus() does nothing (CI, a busy machine).
 */
async function pressEnterOn(find: () => HTMLElement) {
  await waitFor(() => {
    const button = find();
    button.focus();
    expect(button).toHaveFocus();
  });
  await userEvent.keyboard('{Enter}');
}

/**
 * By keyboard (issue 22, WCAG 2.4.3): a plan chosen in the list gives way to its detail, and focus
 * goes to the detail's title (the chosen plan's button is gone); Esc gives it back to the button
 * that opened the dialog.
 */
export const KeyboardListToDetailAndBack: Story = {
  play: async ({ canvasElement }) => {
    const again = await reopenFromButton(canvasElement);
    await planButtons();
    await pressEnterOn(
      () =>
        within(body().getByRole('dialog', { name: 'Subscribe to Noor Studio' })).getAllByRole('button', {
          name: /Supporter/,
        })[0]!,
    );
    const detail = await findDialog('Plan details');
    await waitFor(() => expect(within(detail).getByRole('heading', { name: 'Plan details' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(again).toHaveFocus());
  },
};

/**
 * Buy gives way to the payment dialog: focus is in the payment dialog once the plans dialog has
 * gone, and Esc there gives it back to the button that opened the plans.
 */
export const KeyboardBuyThenEscape: Story = {
  args: { start: 'creatorPlanDetail' },
  play: async ({ canvasElement }) => {
    const again = await reopenFromButton(canvasElement);
    const detail = await findDialog('Plan details');
    await within(detail).findByRole('button', { name: 'Subscribe for $4.99' });
    await pressEnterOn(() =>
      within(body().getByRole('dialog', { name: 'Plan details' })).getByRole('button', {
        name: 'Subscribe for $4.99',
      }),
    );
    const payment = await findDialog('Payment');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Plan details' })).toBeNull());
    await waitFor(() => expect(payment.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(again).toHaveFocus());
  },
};

/** One's own plan (spec §6 subscribeSelf): no Buy, the reason instead. */
export const DetailOwnPlan: Story = {
  args: { start: 'creatorPlanDetail', creator: STORY_SELF },
  play: async () => {
    const detail = await findDialog('Plan details');
    await visible(await within(detail).findByText('You can’t subscribe to your own plan.'));
    await expect(within(detail).queryByRole('button', { name: /^Subscribe for/ })).toBeNull();
  },
};

/** From a locked post: the Recommended tab lists the plans that contain it. */
export const FromPostRecommended: Story = {
  args: { start: 'postPlans' },
  play: async () => {
    const dialog = within(await plansDialog());
    const recommended = await dialog.findByRole('tab', { name: 'Recommended' });
    await expect(recommended).toHaveAttribute('aria-selected', 'true');
    await visible(dialog.getByText('These plans unlock this post.'));
    const panel = dialog.getByRole('tabpanel', { name: 'Recommended' });
    await waitFor(() => expect(within(panel).getAllByRole('button')).toHaveLength(1));
    await expect(within(panel).getByRole('button', { name: /Supporter/ })).toBeVisible();
  },
};

/** The Other plans tab: the creator's plans that do not contain the post; back from a detail keeps the tab. */
export const FromPostOther: Story = {
  args: { start: 'postPlans' },
  play: async () => {
    const dialog = within(await plansDialog());
    await userEvent.click(await dialog.findByRole('tab', { name: 'Other plans' }));
    const panel = dialog.getByRole('tabpanel', { name: 'Other plans' });
    await visible(within(panel).getByText('More plans from this creator.'));
    const inner = await within(panel).findByRole('button', { name: /Inner circle/ });
    await expect(within(panel).getByRole('button', { name: /Backstage pass/ })).toBeVisible();
    await userEvent.click(inner);
    const detail = await findDialog('Plan details');
    await userEvent.click(within(detail).getByRole('button', { name: 'Back' }));
    await expect(within(await plansDialog()).getByRole('tab', { name: 'Other plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A post whose creator has no other plan: the Other tab is empty. */
export const FromPostNoOther: Story = {
  args: { start: 'postPlans' },
  parameters: { msw: { handlers: { postPlans: postPlansHandlers.noOther } } },
  play: async () => {
    const dialog = within(await plansDialog());
    // The tabs come with the post's plans: found, not got, on a busy machine.
    await userEvent.click(await dialog.findByRole('tab', { name: 'Other plans' }));
    await visible(await dialog.findByText('No subscription plans are on sale right now.'));
  },
};

/** The plans could not be loaded: the server's message and Reload. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { creatorPlans: creatorPlansHandlers.error } } },
  play: async () => {
    const dialog = within(await plansDialog());
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong');
    // The dialog may still be fading in (opacity 0 is not visible): wait for it.
    await visible(dialog.getByRole('button', { name: 'Reload' }));
  },
};

/** A visitor's Subscribe to unlock asks for a login first; the plans open after it. */
export const VisitorLogsInFirst: Story = {
  args: { start: 'postPlans' },
  beforeEach: () => paymentStoryReset({ signedIn: false }),
  play: async () => {
    await findDialog('Log in or sign up');
    await expect(paymentFlow.buyer).toBeNull();
  },
};

/** Arabic, right to left: the tabs, the plan cards and their chevrons mirrored. */
export const Arabic: Story = {
  args: { start: 'postPlans' },
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('tab')).toHaveLength(2));
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
  },
};

/**
 * Plans on offer (issue 25): each shows the offer price, the plan price struck through, the
 * percentage and the end, and a screen reader hears one sentence; Buy on the detail pays the offer
 * price.
 */
export const WithOffer: Story = {
  parameters: { msw: { handlers: { creatorPlans: creatorPlansWithOffer } } },
  play: async () => {
    const [supporter, inner] = await planButtons();
    await expect(supporter).toHaveAccessibleName(
      expect.stringContaining(
        'Offer: $3.74 instead of $4.99 for the first period, 25% off, until Dec 31, 2026.',
      ),
    );
    await expect(inner).toHaveTextContent('Every period · Offer ends Dec 31, 2026');
    await userEvent.click(inner!);
    const detail = await findDialog('Plan details');
    await visible(within(detail).getByRole('heading', { name: 'Inner circle' }));
    await expect(within(detail).getByText('$14.99').tagName).toBe('S');
    await userEvent.click(within(detail).getByRole('button', { name: 'Subscribe for $7.49' }));
    const payment = await findDialog('Payment');
    await visible(await within(payment).findByRole('button', { name: 'Pay $7.49' }));
    // The order asks for what the dialog shows (the server refuses any other amount).
    await expect(paymentFlow.payment).toMatchObject({ kind: 'plan', plan: { id: 2, price: 7.49 } });
  },
};

/** The offers ended: the plain prices, nothing struck through. */
export const OfferEnded: Story = {
  parameters: { msw: { handlers: { creatorPlans: creatorPlansOfferEnded } } },
  play: async () => {
    const [supporter] = await planButtons();
    await expect(supporter).toHaveTextContent('Supporter$4.9930 days of access · 17 posts');
    await expect(within(supporter!).queryByText(/off$/)).toBeNull();
  },
};

/** Plans on offer in Arabic. */
export const WithOfferRtl: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { creatorPlans: creatorPlansWithOffer } } },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect((await within(dialog).findAllByText(/ينتهي العرض في/)).length).toBe(2);
  },
};
