/**
 * The creator page, `/{lang}/{username}` (spec §2): another creator's page, the own page, a
 * subscribed fan's, a blocked creator's with Unblock, no posts, a long description, the filter
 * chips with their totals, copy link, report for signed-in users only, Subscribe opening the
 * creator's plans, an unknown account, opened through a tracking link, and Arabic. Data through MSW and the real client.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeCreator } from '../../../src/mocks/factories.ts';
import { filterCreatorPosts, makeCreatorPosts } from '../../../src/mocks/factories-discovery.ts';
import {
  creatorPageCallLog,
  creatorPageHandlers,
  creatorPostsHandlers,
  creatorProfileHandlers,
  creatorTotalHandlers,
  MOCK_CREATOR_POST_COUNT,
  resetCreatorPageCallLog,
} from '../../../src/mocks/handlers-discovery-creator.ts';
import {
  moderationCallLog,
  moderationHandlers,
  resetModerationCallLog,
} from '../../../src/mocks/handlers-discovery-moderation.ts';
import { creatorPlansWithOfferOn } from '../../../src/mocks/handlers-offers.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { CreatorScreen } from '../../../src/screens/creator/creator-screen.tsx';
import { authDialog } from '../../../src/state/auth-dialog.ts';
import { paymentFlow, resetPaymentFlow } from '../../../src/state/payment-flow.ts';
import {
  trackingLinkCallLog,
  trackingLinkVisitHandlers,
} from '../../../src/mocks/handlers-tracking-links.ts';
import { freshTrackingCode, TRACKING_CODE_KEY } from '../../../src/state/tracking-code.ts';
import { stubClipboard } from '../../support/clipboard.ts';
import { body } from '../../support/dialog-opener.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const CREATOR = makeCreator({ id: 1 });

const meta = {
  title: 'Screens/Creator',
  component: CreatorScreen,
  args: { username: CREATOR.username },
  parameters: {
    router: { route: `/${CREATOR.username}` },
    msw: { handlers: { ...userHandlers, ...moderationHandlers, ...creatorPageHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays authDialog>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetCreatorPageCallLog();
    resetModerationCallLog();
    resetPaymentFlow();
    return sessionStoryReset();
  },
} satisfies Meta<typeof CreatorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mocked creator's videos, and posts of their first plan (src/mocks/factories-discovery.ts). */
const ALL_POSTS = makeCreatorPosts(MOCK_CREATOR_POST_COUNT);
const VIDEOS = filterCreatorPosts(ALL_POSTS, { resource_type: 2 }).length;
const FIRST_PLAN = filterCreatorPosts(ALL_POSTS, {
  subscription_id: CREATOR.subscription_list[0]!.id,
}).length;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: CREATOR.nickname });
const posts = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('region', { name: `Posts by ${CREATOR.nickname}` });
  return within(list).findAllByRole('article');
};

/** Another creator's page for a member: banner, counts, links, the posts and the total. */
export const Default: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await posts(canvasElement)).toHaveLength(10);
    await expect(await canvas.findByText(`${MOCK_CREATOR_POST_COUNT} posts`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Report ${CREATOR.nickname}` })).toBeVisible();
    // Each post links to its detail and its author's page.
    const [first] = await posts(canvasElement);
    await expect(within(first!).getByRole('link', { name: CREATOR.nickname })).toHaveAttribute(
      'href',
      `/en/${CREATOR.username}`,
    );
    for (const link of within(first!).getAllByRole('link', { name: /Studio notes 1/ }))
      await expect(link).toHaveAttribute('href', `/en/${CREATOR.username}/1001`);
  },
};

/** The chips: each plan and each kind asks for its posts, and the total follows. */
export const FilterChips: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await posts(canvasElement);
    const chips = within(canvas.getByRole('toolbar', { name: 'Filter posts' }));
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      ...CREATOR.subscription_list.map((plan) => plan.name),
      'Video',
      'Image',
    ]);
    await userEvent.click(chips.getByRole('button', { name: 'Video' }));
    await expect(chips.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByText(`${VIDEOS} posts`)).toBeVisible();
    await waitFor(async () => expect(await posts(canvasElement)).toHaveLength(VIDEOS));
    await userEvent.click(chips.getByRole('button', { name: CREATOR.subscription_list[0]!.name }));
    await expect(await canvas.findByText(`${FIRST_PLAN} posts`)).toBeVisible();
    await expect(creatorPageCallLog.posts.map((call) => [call.resource_type, call.subscription_id])).toEqual(
      expect.arrayContaining([
        [2, undefined],
        [undefined, CREATOR.subscription_list[0]!.id],
      ]),
    );
  },
};

/** The list pages by key: the next page asks with the previous page's cursor, to the end. */
export const Paged: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await posts(canvasElement);
    const end = () => canvasElement.querySelectorAll('[aria-hidden].h-px');
    end()[end().length - 1]?.scrollIntoView();
    await waitFor(async () => expect(await posts(canvasElement)).toHaveLength(20));
    end()[end().length - 1]?.scrollIntoView();
    await waitFor(async () => expect(await posts(canvasElement)).toHaveLength(MOCK_CREATOR_POST_COUNT));
    await expect(await within(canvasElement).findByText('You’re all caught up')).toBeVisible();
    await expect(creatorPageCallLog.posts.map((call) => call.cursor)).toEqual([undefined, 'k1010', 'k1020']);
  },
};

/** Subscribe opens the buyer subscription dialog on the creator's plans. */
export const Subscribe: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await posts(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expect(paymentFlow.buyer).toMatchObject({
      source: {
        from: 'creator',
        creator: { uuid: CREATOR.uuid, aff: CREATOR.aff, username: CREATOR.username },
      },
      planId: null,
    });
  },
};

/** A fan who holds a plan: the disabled Subscribed button. */
export const Subscribed: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { profile: creatorProfileHandlers.subscribed } } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Subscribed' })).toBeDisabled();
  },
};

/** The creator's own page: no subscribe, report or block. */
export const Own: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText('This is your page as others see it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Report|Block/ })).toBeNull();
    await expect(await posts(canvasElement)).toHaveLength(10);
  },
};

/** A visitor: no report (spec §2: login only); the posts and Subscribe are there. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await posts(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Report/ })).toBeNull();
    // Subscribing is gated: the plans dialog asks for a login only when paying.
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(paymentFlow.buyer).not.toBeNull();
    await expect(authDialog.open).toBe(false);
  },
};

/** Message opens the chat room with the creator (spec §2: the creator page's message button). */
export const Message: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Message ${CREATOR.nickname}` }));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(`/en/message/${CREATOR.uuid}`),
    );
  },
};

/** Without a subscription either way: info.subscribeBeforeChat, and View plans opens the plans. */
export const MessageNotAllowed: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { profile: creatorProfileHandlers.notMessageable } } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Message ${CREATOR.nickname}` }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/while one of you subscribes to the other/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View plans' }));
    await waitFor(() => expect(paymentFlow.buyer).not.toBeNull());
    await expect(within(document.body).getByTestId('location')).toHaveTextContent(`/en/${CREATOR.username}`);
  },
};

/** A visitor's Message asks for a login first (the action runs after it). */
export const MessageVisitor: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Message ${CREATOR.nickname}` }));
    await waitFor(() => expect(authDialog.open).toBe(true));
  },
};

/** A creator the viewer blocked: that state, and Unblock, which brings the page back. */
export const Blocked: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { profile: creatorProfileHandlers.blocked } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `You blocked ${CREATOR.nickname}` }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: `Posts by ${CREATOR.nickname}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    msw.use(creatorProfileHandlers.loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(moderationCallLog.blocks).toEqual([{ aff_blocked: CREATOR.aff, action_type: 2 }]),
    );
    await expect(await posts(canvasElement)).toHaveLength(10);
  },
};

/** No posts and no plans yet: the empty list, and no Subscribe. */
export const NoPosts: Story = {
  beforeEach: () => signInForStory(),
  parameters: {
    msw: {
      handlers: {
        profile: creatorProfileHandlers.noPlans,
        creatorPosts: creatorPostsHandlers.empty,
        creatorTotals: creatorTotalHandlers.empty,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No posts here yet')).toBeVisible();
    // The banner's count and the list's total agree.
    await waitFor(() => expect(canvas.getAllByText('0 posts')).toHaveLength(2));
    await expect(canvas.getByText('No subscription plans yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  },
};

/** A description of several paragraphs, folded until Show more. */
export const LongDescription: Story = {
  parameters: { msw: { handlers: { profile: creatorProfileHandlers.longDescription } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(canvas.getByText(/Commissions open twice a year/)).toBeVisible();
  },
};

/** Copy link: the page's share link goes to the clipboard, and copy.link says so; a refusal, copy.fail. */
export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const copied = stubClipboard('copied');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link to this page' }));
      await expect(copied.writeText).toHaveBeenCalledWith(CREATOR.share_url);
      await waitFor(() => expect(body().getByText('Link copied')).toBeVisible());
    } finally {
      copied.restore();
    }
    const refused = stubClipboard('refused');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link to this page' }));
      await waitFor(() => expect(body().getByText('The link could not be copied')).toBeVisible());
    } finally {
      refused.restore();
    }
  },
};

/** Report opens the report dialog for this creator. */
export const Report: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Report ${CREATOR.nickname}` }));
    const dialog = await body().findByRole('dialog', { name: `Report ${CREATOR.nickname}` });
    await expect(await within(dialog).findAllByRole('radio')).not.toHaveLength(0);
  },
};

/** An account that does not exist: the 404 screen. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { profile: creatorProfileHandlers.notFound } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This page doesn’t exist' }),
    ).toBeVisible();
  },
};

/** The profile is on its way: the banner's shape. */
export const Loading: Story = {
  parameters: { msw: { handlers: { profile: creatorProfileHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** A phone: the plans side list is for desktops; the page reads top to bottom. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await posts(canvasElement);
    await expect(within(canvasElement).queryByRole('region', { name: 'Subscription plans' })).toBeNull();
  },
};

/** Desktop: the creator's plans beside the posts; a plan opens its detail in the plans dialog. */
export const PlansSideList: Story = {
  parameters: { viewport: { defaultViewport: 'desktop1170' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await posts(canvasElement);
    const plans = await canvas.findByRole('region', { name: 'Subscription plans' });
    const [, inner] = CREATOR.subscription_list;
    await userEvent.click(within(plans).getByRole('button', { name: new RegExp(inner!.name) }));
    await expect(paymentFlow.buyer).toMatchObject({ planId: inner!.id, openedOnDetail: true });
  },
};

/**
 * Desktop, a plan with a running offer (issue 25): the side list shows its new price, the old one
 * struck through and the percentage off, as the plan cards do; the plan without one is as before.
 */
export const PlansSideListWithOffer: Story = {
  parameters: {
    viewport: { defaultViewport: 'desktop1170' },
    msw: {
      handlers: {
        creatorPlans: creatorPlansWithOfferOn(CREATOR.subscription_list, CREATOR.subscription_list[1]!.id),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const plans = within(await within(canvasElement).findByRole('region', { name: 'Subscription plans' }));
    const [supporter, inner] = CREATOR.subscription_list;
    // 25 % off 14.99, rounded down to the cent: 11.24.
    const offered = await plans.findByRole('button', {
      name: new RegExp(
        `^${inner!.name} Offer: \\$11\\.24 instead of \\$14\\.99 for the first period, 25% off`,
      ),
    });
    await expect(within(offered).getByText('$14.99').tagName).toBe('S');
    await expect(within(offered).getByText('25% off')).toBeVisible();
    const plain = plans.getByRole('button', { name: new RegExp(`^${supporter!.name} \\$4\\.99 per period`) });
    await expect(within(plain).queryByText(/off$/)).toBeNull();
    await userEvent.click(offered);
    await expect(paymentFlow.buyer).toMatchObject({ planId: inner!.id, openedOnDetail: true });
  },
};

/** Arabic: the page mirrors; the English names and the account name keep their own direction. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { route: `/${CREATOR.username}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(10);
    await expect(canvas.getAllByText(`@${CREATOR.username}`)[0]).toHaveAttribute('dir', 'ltr');
  },
};

/**
 * Opened through a tracking link (`?t=`): the visit is told once, and the code kept for a sign-up
 * within 30 days; the page itself is the same.
 */
export const ThroughTrackingLink: Story = {
  parameters: {
    router: { route: `/${CREATOR.username}?t=mockCode0001` },
    msw: { handlers: { trackingLinkVisit: trackingLinkVisitHandlers.counted } },
  },
  beforeEach: () => {
    trackingLinkCallLog.visited.length = 0;
    localStorage.removeItem(TRACKING_CODE_KEY);
    // The kept code must not reach another story's sign-up.
    return () => localStorage.removeItem(TRACKING_CODE_KEY);
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await waitFor(() => expect(freshTrackingCode()).toBe('mockCode0001'));
    await expect(trackingLinkCallLog.visited).toEqual(['mockCode0001']);
  },
};

/** A link since deleted: the server refuses the code, the page opens as usual and nothing is kept. */
export const ThroughDeletedLink: Story = {
  parameters: {
    router: { route: `/${CREATOR.username}?t=deletedCode1` },
    msw: { handlers: { trackingLinkVisit: trackingLinkVisitHandlers.unknown } },
  },
  beforeEach: () => localStorage.removeItem(TRACKING_CODE_KEY),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await posts(canvasElement)).toHaveLength(10);
    await expect(freshTrackingCode()).toBeUndefined();
  },
};
