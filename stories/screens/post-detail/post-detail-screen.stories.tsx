/**
 * The post detail as a page, on a phone (spec §2): free, locked for subscribers (Subscribe opens the
 * post's plans), pay-per-post (Buy opens shop-buy), the owner's private post and post under review
 * with edit and delete, a post that is not the named creator's (content.feedNotExist), likes, share,
 * report and block. The desktop overlay's stories are in stories/app/post-overlay/.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeLockedPost, makePost } from '../../../src/mocks/factories.ts';
import { commentHandlers } from '../../../src/mocks/handlers-discovery-comments.ts';
import { creatorProfileHandlers } from '../../../src/mocks/handlers-discovery-creator.ts';
import {
  moderationCallLog,
  moderationHandlers,
  resetModerationCallLog,
} from '../../../src/mocks/handlers-discovery-moderation.ts';
import {
  postDeleteHandlers,
  postDetailCallLog,
  postDetailHandlers,
  resetPostDetailCallLog,
} from '../../../src/mocks/handlers-discovery-post.ts';
import {
  resetUserCallLog,
  userCallLog,
  userHandlers,
  userInfoHandlers,
} from '../../../src/mocks/handlers-user.ts';
import { PostDetailScreen } from '../../../src/screens/post-detail/post-detail-screen.tsx';
import { authDialog } from '../../../src/state/auth-dialog.ts';
import { paymentFlow, resetPaymentFlow } from '../../../src/state/payment-flow.ts';
import { stubClipboard } from '../../support/clipboard.ts';
import { body } from '../../support/dialog-opener.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const USERNAME = 'mira.lens';
const ID = 1001;
const POST = makePost({ id: ID, creatorId: 1 });

const meta = {
  title: 'Screens/PostDetail',
  component: PostDetailScreen,
  args: { username: USERNAME, feedId: ID, desktop: false },
  parameters: {
    viewport: { defaultViewport: 'mobile375' },
    router: { route: `/${USERNAME}/${ID}` },
    msw: {
      handlers: {
        ...userHandlers,
        ...moderationHandlers,
        ...commentHandlers,
        postDetail: postDetailHandlers.free,
        deletePost: postDeleteHandlers.default,
      },
    },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays authDialog>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetUserCallLog();
    resetModerationCallLog();
    resetPostDetailCallLog();
    resetPaymentFlow();
    return sessionStoryReset();
  },
} satisfies Meta<typeof PostDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const post = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: POST.title });

/** A free post of three photos on a phone: a page with Back, the photos, the text, counts and comments. */
export const Default: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const detail = within(await post(canvasElement));
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(detail.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Open photo 1 of 3' })).toBeVisible();
    await expect(await detail.findAllByRole('article')).not.toHaveLength(0);
  },
};

/** Message on the post opens the chat room with its author (spec §2: the post detail's message button). */
export const Message: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { profile: creatorProfileHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    const detail = within(await post(canvasElement));
    const name = POST.user.nickname || POST.user.username;
    await userEvent.click(detail.getByRole('button', { name: `Message ${name}` }));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(/^\/en\/message\/[\w-]+$/),
    );
  },
};

/** A photo opens the fullscreen viewer on it, which pages through the post's photos. */
export const PhotoViewer: Story = {
  play: async ({ canvasElement }) => {
    const detail = within(await post(canvasElement));
    await userEvent.click(detail.getByRole('button', { name: 'Open photo 2 of 3' }));
    const viewer = await body().findByRole('dialog');
    await expect(await within(viewer).findByText('Photo 2 of 3')).toBeInTheDocument();
  },
};

/** A member likes the post: at once, then sent. */
export const Like: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const detail = within(await post(canvasElement));
    const like = detail.getByRole('button', { name: `Like ${POST.like_num}` });
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Like ${POST.like_num + 1}`);
    await waitFor(() => expect(userCallLog.like).toEqual([ID]));
  },
};

/** A visitor's like opens the login and nothing is sent yet (replayed after it, as in the feed). */
export const VisitorLike: Story = {
  play: async ({ canvasElement }) => {
    const detail = within(await post(canvasElement));
    await userEvent.click(detail.getByRole('button', { name: `Like ${POST.like_num}` }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    await expect(userCallLog.like).toEqual([]);
  },
};

/** Share copies the post's link (copy.link). */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    const detail = within(await post(canvasElement));
    const clipboard = stubClipboard('copied');
    try {
      await userEvent.click(detail.getByRole('button', { name: /^Copy link/ }));
      await expect(clipboard.writeText).toHaveBeenCalledWith(POST.share_url);
      await waitFor(() => expect(body().getByText('Link copied')).toBeVisible());
    } finally {
      clipboard.restore();
    }
  },
};

/** A subscription post the viewer has not unlocked: blurred, and Subscribe opens the post's plans. */
export const LockedSubscription: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { postDetail: postDetailHandlers.lockedSubscription } } },
  play: async ({ canvasElement }) => {
    const locked = makeLockedPost({ id: ID, creatorId: 1 });
    const detail = within(await within(canvasElement).findByRole('article', { name: locked.title }));
    await expect(detail.getByText('For subscribers only')).toBeVisible();
    await expect(detail.queryByRole('button', { name: /Open photo/ })).toBeNull();
    await userEvent.click(detail.getByRole('button', { name: 'Subscribe to unlock' }));
    await waitFor(() => expect(paymentFlow.buyer).toMatchObject({ source: { from: 'post', postId: ID } }));
  },
};

/** A pay-per-post post: blurred, and Buy opens the shop-buy dialog for its price. */
export const LockedPayPerPost: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { postDetail: postDetailHandlers.lockedPayPerPost } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Buy for $4.99' }));
    await waitFor(() => expect(paymentFlow.shopBuy).toMatchObject({ post: { id: ID, price: 4.99 } }));
  },
};

/** The owner's private post: shown to them, marked private, with edit and delete. */
export const PrivateToOwner: Story = {
  beforeEach: () => signInForStory(),
  parameters: {
    msw: { handlers: { postDetail: postDetailHandlers.privateOwn, userInfo: userInfoHandlers.creator } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Private: only you can see this post')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit post' })).toHaveAttribute(
      'href',
      `/en/publish?id=${ID}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Report this post' })).toBeNull();
  },
};

/** The owner's post under review: the overlay on its media. */
export const UnderReview: Story = {
  beforeEach: () => signInForStory(),
  parameters: {
    msw: { handlers: { postDetail: postDetailHandlers.underReview, userInfo: userInfoHandlers.creator } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Under review')).toBeVisible();
  },
};

/** The owner deletes the post: asked first, then article/delete, "Deleted", and the creator page. */
export const OwnerDeletes: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete post' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Delete this post?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(postDetailCallLog.deleted).toEqual([ID]));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('location').textContent).toBe(`/en/${USERNAME}`),
    );
    await waitFor(() => expect(body().getByText('Deleted')).toBeVisible());
  },
};

/** Report opens the report dialog naming the post's author. */
export const Report: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Report this post' }));
    await expect(await body().findByRole('dialog', { name: 'Report Mira Lens' })).toBeVisible();
  },
};

/** Block asks first, then blocks the author and leaves for their page. */
export const Block: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Block Mira Lens' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Block Mira Lens?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(moderationCallLog.blocks).toEqual([{ aff_blocked: 1001, action_type: 1 }]));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('location').textContent).toBe(`/en/${USERNAME}`),
    );
  },
};

/** A post that is not the named creator's, or that the viewer may not see: content.feedNotExist. */
export const NotFound: Story = {
  args: { username: 'someone.else' },
  parameters: { router: { route: `/someone.else/${ID}` } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This post doesn’t exist or is no longer available.'),
    ).toBeVisible();
  },
};

/** The server cannot be reached: its failure with Reload, not "not found". */
export const Error: Story = {
  parameters: { msw: { handlers: { postDetail: postDetailHandlers.error } } },
  play: async ({ canvasElement, msw }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    msw.use(postDetailHandlers.free);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(await post(canvasElement)).toBeVisible();
  },
};

/** A long text folds at two lines. */
export const LongText: Story = {
  parameters: { msw: { handlers: { postDetail: postDetailHandlers.longText } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Show more' }));
    await expect(within(canvasElement).getByText(/Commissions open twice a year/)).toBeVisible();
  },
};

/** Arabic interface and an Arabic caption. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { postDetail: postDetailHandlers.arabicCaption } } },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'غروب' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
};
