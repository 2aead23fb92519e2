import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { REVIEW_STATUS } from '../../../../src/contract/enums.ts';
import { PostCard } from '../../../../src/components/molecules/post-card/post-card.tsx';
import { makeLockedPost, makePayPerPost, makePost, makeVideoPost } from '../../../../src/mocks/factories.ts';

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
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to unlock' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith(args.post);
  },
};
export const PayPerPost: Story = {
  args: { post: makePayPerPost({ price: 4.99 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Subscribe to unlock' })).toBeNull();
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
/** Edit mode, review status 1: the post waits for moderation. */
export const UnderReview: Story = {
  args: { post: makePost({ status: REVIEW_STATUS.review }), editMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Under review')).toBeVisible();
    await expect(canvasElement.querySelector('[data-review-overlay="underReview"]')).not.toBeNull();
  },
};
/** Edit mode, a video still processed (slicing 15; ready_slice 4 and codec 20 look the same). */
export const Formatting: Story = {
  args: { post: makeVideoPost({ status: REVIEW_STATUS.slicing }), editMode: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Formatting…')).toBeVisible();
  },
};
/** Edit mode, reject 5. */
export const ReviewFailed: Story = {
  args: { post: makePost({ status: REVIEW_STATUS.reject }), editMode: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Review failed')).toBeVisible();
  },
};
/** Edit mode, codec_failure 25. */
export const ProcessingFailed: Story = {
  args: { post: makeVideoPost({ status: REVIEW_STATUS.codecFailure }), editMode: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Processing failed')).toBeVisible();
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
export const Rtl: Story = { globals: { locale: 'ar' }, args: { post: makeLockedPost() } };
