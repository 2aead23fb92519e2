import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTogglePostLike } from '../../../../src/api/toggle-post-like.ts';
import { REVIEW_STATUS } from '../../../../src/contract/enums.ts';
import { PostCard } from '../../../../src/components/molecules/post-card/post-card.tsx';
import {
  makeLockedPost,
  makeLockedVideoPost,
  makePayPerPost,
  makePost,
  makeVideoPost,
} from '../../../../src/mocks/factories.ts';
import { makeLoginResult } from '../../../../src/mocks/handlers-account.ts';
import { likeHandlers, resetUserCallLog, userCallLog } from '../../../../src/mocks/handlers-user.ts';
import { authDialog, completeLogin } from '../../../../src/state/auth-dialog.ts';
import {
  BODY_TEXT_CONTRAST,
  commonSurface,
  contrastReport,
  lowestContrast,
} from '../../../support/contrast.ts';
import { sessionStoryReset } from '../../../support/session.tsx';

const meta = {
  title: 'Molecules/PostCard',
  component: PostCard,
  args: {
    post: makePost(),
    authorHref: '/en/creator',
    postHref: '/en/creator/1',
    onSubscribe: fn(),
    onBuy: fn(),
    onLike: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * WCAG 1.4.3 over the locked preview (issue 22): each of `texts` keeps 4.5:1 against the veil as
 * it lies over any picture, the lightest included (stories/support/contrast.ts).
 */
async function expectReadableOverPreview(canvasElement: HTMLElement, texts: readonly HTMLElement[]) {
  const preview = within(canvasElement).getByRole('img', { name: /^Post by |^منشور/ });
  for (const text of texts) {
    const surface = commonSurface(text, preview);
    await expect(
      lowestContrast(text, surface),
      contrastReport([text], () => surface).join(),
    ).toBeGreaterThanOrEqual(BODY_TEXT_CONTRAST);
  }
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /subscribe/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Like/ }));
    await expect(args.onLike).toHaveBeenCalledWith(args.post);
  },
};
export const Locked: Story = {
  args: { post: makeLockedPost() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Only the blurred preview is shown: no original URL reaches the page.
    const preview = canvas.getByRole('img', { name: `Post by ${args.post.user.nickname}` });
    await expect(preview).toHaveAttribute('src', args.post.url[0]?.url_blur);
    await expect(preview.className).toContain('blur');
    await expect(canvas.queryByRole('link', { name: args.post.title })).toBeNull();
    await expect(canvas.getByText('For subscribers only')).toBeVisible();
    await expectReadableOverPreview(canvasElement, [
      canvas.getByText('For subscribers only'),
      canvas.getByRole('button', { name: 'Subscribe to unlock' }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to unlock' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith(args.post);
  },
};
export const PayPerPost: Story = {
  args: { post: makePayPerPost({ price: 4.99 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Subscribe to unlock' })).toBeNull();
    await expectReadableOverPreview(canvasElement, [
      canvas.getByText('Unlock this post once, keep it forever'),
      canvas.getByRole('button', { name: 'Buy for $4.99' }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy for $4.99' }));
    await expect(args.onBuy).toHaveBeenCalledWith(args.post);
  },
};
/** A pay-per-post priced at the spec's maximum, 90. */
export const PayPerPostMaxPrice: Story = {
  args: { post: makePayPerPost({ price: 90 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy for $90.00' })).toBeVisible();
  },
};
/** Edit mode, review status 1: the post waits for moderation (the veil loads with the first such post). */
export const UnderReview: Story = {
  args: { post: makePost({ status: REVIEW_STATUS.review }), editMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Under review')).toBeVisible();
    await expect(canvasElement.querySelector('[data-review-overlay="underReview"]')).not.toBeNull();
  },
};
/** Edit mode, a video still processed (slicing 15; ready_slice 4 and codec 20 look the same). */
export const Formatting: Story = {
  args: { post: makeVideoPost({ status: REVIEW_STATUS.slicing }), editMode: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Formatting…')).toBeVisible();
  },
};
/** Edit mode, reject 5. */
export const ReviewFailed: Story = {
  args: { post: makePost({ status: REVIEW_STATUS.reject }), editMode: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Review failed')).toBeVisible();
  },
};
/** Edit mode, codec_failure 25. */
export const ProcessingFailed: Story = {
  args: { post: makeVideoPost({ status: REVIEW_STATUS.codecFailure }), editMode: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Processing failed')).toBeVisible();
  },
};
/** The same under-review post outside edit mode: readers never see the overlay. */
export const UnderReviewOutsideEditMode: Story = {
  args: { post: makePost({ status: REVIEW_STATUS.review }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Under review')).toBeNull();
  },
};
export const Video: Story = { args: { post: makeVideoPost() } };

/** What a screen lays over an unlocked video's poster (the feed puts its player feature here). */
const PLAYER_STAND_IN = <div role="region" aria-label="Player" className="h-full w-full bg-black/40" />;

/**
 * A video post with a player: the player covers the poster, which is no longer a link (the title
 * still is), and the player's own time replaces the duration badge.
 */
export const VideoWithPlayer: Story = {
  args: { post: makeVideoPost(), video: PLAYER_STAND_IN },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByRole('region', { name: 'Player' });
    await expect(player).toBeVisible();
    await expect(player.closest('a')).toBeNull();
    await expect(canvas.getByRole('link', { name: new RegExp(args.post.title) })).toBeVisible();
    await expect(canvas.queryByText('01:35')).toBeNull();
  },
};

/** A locked video post ignores the player: blurred preview, lock, Subscribe, its duration. */
export const LockedVideoIgnoresPlayer: Story = {
  args: { post: makeLockedVideoPost(), video: PLAYER_STAND_IN },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Player' })).toBeNull();
    const preview = canvas.getByRole('img', { name: `Post by ${args.post.user.nickname}` });
    await expect(preview).toHaveAttribute('src', args.post.url[0]?.url_blur);
    await expect(canvas.getByRole('button', { name: 'Subscribe to unlock' })).toBeVisible();
    await expect(canvas.getByText('01:35')).toBeVisible();
  },
};
export const LongText: Story = {
  args: {
    post: makePost({
      title: 'A very long title for a post that goes on and on to check how the card wraps it',
      content:
        'Behind the scenes of today’s shoot: we started at five in the morning to catch the first light over the hills, and it was worth every minute of lost sleep. More photos are coming this week.',
      like_num: 1_234_567,
      view_num: 98_765_432,
    }),
  },
};
/** Arabic: the locked post's hint and "اشترك لفتح المحتوى" as readable as in English. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { post: makeLockedPost() },
  play: async ({ canvasElement }) => {
    const veil = within(canvasElement).getByRole('button', { name: /اشترك/ }).parentElement as HTMLElement;
    await expectReadableOverPreview(canvasElement, [
      veil.querySelector('p') as HTMLElement,
      within(veil).getByRole('button', { name: /اشترك/ }),
    ]);
  },
};

/** Liked by the viewer: a filled heart, pressed, in the accent colour. */
export const Liked: Story = {
  args: { post: makePost({ is_liked: 1, like_num: 38 }) },
  play: async ({ args, canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like 38' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.querySelector('svg')?.getAttribute('fill')).not.toBe('none');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(args.post);
  },
};

/** Not liked yet: an outline heart, not pressed. */
export const NotLiked: Story = {
  args: { post: makePost({ is_liked: 0, like_num: 37 }) },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like 37' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like.querySelector('svg')?.getAttribute('fill')).toBe('none');
  },
};

/** The card wired as the feed wires it: the like is a gated action (spec §4, §6). */
function GatedLikeCard(props: Parameters<typeof PostCard>[0]) {
  const toggleLike = useTogglePostLike();
  return <PostCard {...props} onLike={toggleLike} />;
}

/**
 * A visitor's like opens the login dialog instead of liking; once logged in, the like is sent
 * exactly once.
 */
export const VisitorLikeOpensLogin: Story = {
  render: (args) => <GatedLikeCard {...args} />,
  parameters: { msw: { handlers: { like: likeHandlers.default } } },
  beforeEach: () => {
    resetUserCallLog();
    return sessionStoryReset();
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Like/ }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    await expect(userCallLog.like).toEqual([]);
    completeLogin(makeLoginResult());
    await waitFor(() => expect(userCallLog.like).toEqual([args.post.id]));
    await expect(authDialog.open).toBe(false);
  },
};
