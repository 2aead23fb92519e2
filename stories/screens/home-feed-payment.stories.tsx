/**
 * Paying from the home feed (spec §2, §4): a locked subscription post's "Subscribe to unlock" opens
 * the buyer subscription dialog on that post's plans, a pay-per-post post's "Buy" its shop-buy
 * dialog; a purchase that goes through refreshes the feed, and the post shows unlocked.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { PaymentFlowDialogs } from '../../src/features/payment/payment-flow-dialogs.tsx';
import { subscribeToPost } from '../../src/features/payment/post-payment-actions.ts';
import { callHandler, sealedReply } from '../../src/mocks/envelope.ts';
import { makeFeed, makeLockedPost, makePost, makePostPage } from '../../src/mocks/factories.ts';
import { paymentHandlers, resetPaymentCallLog } from '../../src/mocks/handlers-payment.ts';
import { creatorHandlers } from '../../src/mocks/handlers.ts';
import { HomeScreen } from '../../src/screens/home/home-screen.tsx';
import { resetPaymentFlow } from '../../src/state/payment-flow.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../support/session.tsx';

/** The feed's one page of ten; `boughtPost5` as the server answers it once post 5 (pay-per-post) is bought. */
const feedPage = ({ boughtPost5 }: { boughtPost5: boolean }) =>
  callHandler(getPostListCall, ({ input }) => {
    const list = (input.page === 1 ? makeFeed(10) : []).map((post) =>
      post.id === 5 && boughtPost5
        ? makePost({
            id: 5,
            title: 'Print-quality edit',
            article_type: ARTICLE_TYPE.buy,
            price: 4.99,
            buy: 1,
          })
        : post,
    );
    return sealedReply(getPostListCall, makePostPage(list, input.page, input.limit));
  });

/** The feed before and after post 5 is bought. */
const feedHandlers = { forSale: feedPage({ boughtPost5: false }), bought: feedPage({ boughtPost5: true }) };

const meta = {
  title: 'Screens/Home/Payment',
  component: HomeScreen,
  parameters: {
    router: { route: '/home' },
    msw: {
      handlers: { ...paymentHandlers, posts: feedHandlers.forSale, creators: creatorHandlers.loaded },
    },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays authDialog>
        <Story />
        <PaymentFlowDialogs />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    resetPaymentFlow();
    resetPaymentCallLog();
    signInForStory();
    return () => {
      resetPaymentFlow();
      restore();
    };
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The feed's first card of a post titled `title` (the mocked feed repeats titles). */
async function card(canvasElement: HTMLElement, title: string) {
  const feed = within(await within(canvasElement).findByRole('tabpanel'));
  const [heading] = await feed.findAllByText(title);
  return within(heading!.closest('article')!);
}

/**
 * The buyer subscription dialog over home, opened as a locked post's Subscribe to unlock opens it
 * (asserted without words, so every language shows it).
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tabpanel');
    subscribeToPost(makeLockedPost({ id: 3 }));
    const dialog = await body().findByRole('dialog');
    const [plan] = await within(dialog).findAllByRole('button', { name: /\$4\.99|4\.99/ });
    await waitFor(() => expect(plan).toBeVisible());
  },
};

/** "Subscribe to unlock" opens the buyer subscription dialog on the post's plans. */
export const SubscribeToUnlock: Story = {
  play: async ({ canvasElement }) => {
    const locked = await card(canvasElement, 'Subscribers only: set 3');
    await userEvent.click(locked.getByRole('button', { name: 'Subscribe to unlock' }));
    const dialog = await body().findByRole('dialog', { name: /^Subscribe to / });
    await expect(within(dialog).getByRole('tab', { name: 'Recommended' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const supporter = await within(dialog).findByRole('button', { name: /Supporter/ });
    // Visible once the panel's fade-in is over.
    await waitFor(() => expect(supporter).toBeVisible());
  },
};

/**
 * "Buy" opens the shop-buy dialog; bought with the default card, the success dialog shows and the
 * feed, asked again, has the post unlocked (no Buy on it any more). From Pay on, the server answers
 * the feed as it stands once the post is bought (the real server's purchase: money-purchase.spec.ts).
 */
export const BuyUnlocks: Story = {
  play: async ({ canvasElement, msw }) => {
    const payPerPost = await card(canvasElement, 'Print-quality edit');
    await userEvent.click(payPerPost.getByRole('button', { name: 'Buy for $4.99' }));
    const shopBuy = await body().findByRole('dialog', { name: 'Buy this post' });
    await userEvent.click(within(shopBuy).getByRole('button', { name: 'Buy for $4.99' }));
    const payment = await body().findByRole('dialog', { name: 'Payment' });
    const cards = await within(payment).findByRole('group', { name: 'Your cards' });
    await waitFor(() =>
      expect(within(cards).getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked(),
    );
    msw.use(feedHandlers.bought);
    await userEvent.click(within(payment).getByRole('button', { name: 'Pay $4.99' }));
    await body().findByRole('dialog', { name: 'Post unlocked' });
    await waitFor(async () =>
      expect(
        (await card(canvasElement, 'Print-quality edit')).queryByRole('button', { name: /^Buy for/ }),
      ).toBeNull(),
    );
  },
};
