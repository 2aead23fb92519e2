import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PurchasedPostRow } from '../../../../src/components/molecules/purchased-post-row/purchased-post-row.tsx';
import { RESOURCE_TYPE } from '../../../../src/contract/enums.ts';
import { makeBoughtPost } from '../../../../src/mocks/factories-purchases.ts';

const post = makeBoughtPost({ id: 301, title: 'Print-quality edit', price: 4.99 });

const meta = {
  title: 'Molecules/PurchasedPostRow',
  component: PurchasedPostRow,
  args: { post, picture: { src: post.url[0]?.url }, href: `/en/${post.user.username}/${post.id}` },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PurchasedPostRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bought post: picture, title linking to it, creator and price. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Print-quality edit' })).toHaveAttribute('href', args.href);
    // The creator's name is a <bdi> in the line (its own direction).
    const by = canvas.getByText(post.user.nickname).closest('p');
    await expect(by).toHaveTextContent(`by ${post.user.nickname}`);
    await expect(by).toBeVisible();
    await expect(canvas.getByText('$4.99')).toBeVisible();
  },
};

/** A video post carries the play badge, named for assistive tech. */
export const Video: Story = {
  args: { post: { ...post, resource_type: RESOURCE_TYPE.video } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Video')).toBeInTheDocument();
  },
};

/** The picture is still being decrypted: its blurred preview shows meanwhile. */
export const PicturePending: Story = {
  args: { picture: { src: null, pending: true } },
};

/** An untitled post is named so. */
export const Untitled: Story = {
  args: { post: { ...post, title: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Untitled post' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(post.user.nickname);
    await expect(name.closest('p')).toHaveTextContent(`بواسطة ${post.user.nickname}`);
    // The Latin name keeps its own direction in the Arabic line.
    await expect(getComputedStyle(name).direction).toBe('ltr');
  },
};
