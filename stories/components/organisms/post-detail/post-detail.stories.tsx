import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaImage } from '../../../../src/components/atoms/media-image/media-image.tsx';
import { PostDetail } from '../../../../src/components/organisms/post-detail/post-detail.tsx';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../../../src/contract/enums.ts';
import type { Post } from '../../../../src/contract/entities.ts';
import { makeLockedPost, makePayPerPost, makePost } from '../../../../src/mocks/factories.ts';
import { MOCK_ARABIC_CAPTION, MOCK_LONG_DESCRIPTION } from '../../../../src/mocks/factories-discovery.ts';
import {
  BODY_TEXT_CONTRAST,
  commonSurface,
  contrastReport,
  lowestContrast,
} from '../../../support/contrast.ts';

const post = makePost({ id: 1001, creatorId: 1, content: MOCK_LONG_DESCRIPTION });

/** The story's stand-in for the screen's media: the first photo at its own proportions. */
function Media({ post: shown }: { post: Post }) {
  const media = shown.url[0]!;
  return (
    <MediaImage
      src={media.url}
      placeholderSrc={media.url_blur}
      alt={shown.title}
      aspectRatio={media.width / media.height}
    />
  );
}

const meta = {
  title: 'Organisms/PostDetail',
  component: PostDetail,
  render: (args) => <PostDetail {...args} media={<Media post={args.post} />} />,
  args: {
    post,
    creatorHref: '/en/mira.lens',
    editHref: '/en/publish?id=1001',
    comments: <p className="text-sm text-ink-muted">The comments go here.</p>,
    onLike: fn(),
    onShare: fn(),
    onSubscribe: fn(),
    onBuy: fn(),
    onReport: fn(),
    onBlock: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '0 auto', paddingBlock: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * WCAG 1.4.3 over the locked preview (issue 22): each of `texts` keeps 4.5:1 against the veil as
 * it lies over any picture, the lightest included (stories/support/contrast.ts).
 */
async function expectReadableOverPreview(canvasElement: HTMLElement, texts: readonly HTMLElement[]) {
  const preview = within(canvasElement).getByRole('img', { name: /^Post by / });
  for (const text of texts) {
    const surface = commonSurface(text, preview);
    await expect(
      lowestContrast(text, surface),
      contrastReport([text], () => surface).join(),
    ).toBeGreaterThanOrEqual(BODY_TEXT_CONTRAST);
  }
}

/** A free post for a fan: text folded at 2 lines, the counts, like, copy link, report and block. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mira Lens' })).toHaveAttribute('href', '/en/mira.lens');
    const more = await canvas.findByRole('button', { name: 'Show more' });
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Like ${post.like_num}` }));
    await expect(args.onLike).toHaveBeenCalledWith(post);
    await userEvent.click(canvas.getByRole('button', { name: `Copy link, ${post.share_num} shares` }));
    await expect(args.onShare).toHaveBeenCalledWith(post);
    await expect(canvas.getByRole('img', { name: `${post.comment_num} comments` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Report this post' }));
    await expect(args.onReport).toHaveBeenCalledWith(post);
    await userEvent.click(canvas.getByRole('button', { name: 'Block Mira Lens' }));
    await expect(args.onBlock).toHaveBeenCalledWith(post);
    await expect(canvas.queryByRole('button', { name: 'Delete post' })).toBeNull();
  },
};

/** A subscription post the viewer has not unlocked: blurred preview, lock, Subscribe to unlock. */
export const LockedSubscription: Story = {
  args: { post: makeLockedPost({ id: 1003, creatorId: 1 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('For subscribers only')).toBeVisible();
    await expectReadableOverPreview(canvasElement, [
      canvas.getByText('For subscribers only'),
      canvas.getByRole('button', { name: 'Subscribe to unlock' }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to unlock' }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
    const sources = [...canvasElement.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await expect(sources).not.toContain(makePost({ id: 1003 }).url[0]?.url);
  },
};

/** A pay-per-post post: Buy for its price. */
export const LockedPayPerPost: Story = {
  args: { post: makePayPerPost({ id: 1005, creatorId: 1 }) },
  play: async ({ args, canvasElement }) => {
    await expectReadableOverPreview(canvasElement, [
      within(canvasElement).getByText('Unlock this post once, keep it forever'),
      within(canvasElement).getByRole('button', { name: 'Buy for $4.99' }),
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy for $4.99' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** The owner: edit (to the publish screen) and delete instead of report and block. */
export const Own: Story = {
  args: { own: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit post' })).toHaveAttribute(
      'href',
      '/en/publish?id=1001',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete post' }));
    await expect(args.onDelete).toHaveBeenCalledWith(post);
    await expect(canvas.queryByRole('button', { name: /Report|Block/ })).toBeNull();
  },
};

/** The owner's private post: only they see it, and the page says so. */
export const PrivateToOwner: Story = {
  args: { own: true, post: { ...post, article_type: ARTICLE_TYPE.private } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Private: only you can see this post')).toBeVisible();
  },
};

/** The owner's post waiting for review: the under-review overlay on its media. */
export const UnderReview: Story = {
  args: { own: true, post: { ...post, status: REVIEW_STATUS.review } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Under review')).toBeVisible();
  },
};

/** An Arabic caption in the English interface runs right to left on its own. */
export const ArabicCaption: Story = {
  args: { post: { ...post, title: 'غروب', content: MOCK_ARABIC_CAPTION } },
  play: async ({ canvasElement }) => {
    const caption = within(canvasElement).getByText(MOCK_ARABIC_CAPTION);
    await expect(getComputedStyle(caption).direction).toBe('rtl');
  },
};

/** The desktop overlay's layout: the media beside the text and comments. */
export const Overlay: Story = {
  args: { layout: 'overlay' },
  decorators: [
    (Story) => (
      <div style={{ height: 640, maxWidth: 1100, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { viewport: { defaultViewport: 'desktop1170' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: post.title })).toBeVisible();
  },
};

/** Arabic interface, English caption: the caption stays left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const caption = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(caption).direction).toBe('ltr');
  },
};
