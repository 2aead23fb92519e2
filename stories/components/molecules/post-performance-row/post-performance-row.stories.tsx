import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PostPerformanceRow } from '../../../../src/components/molecules/post-performance-row/post-performance-row.tsx';
import { makePostPerformance, makePostPerformances } from '../../../../src/mocks/factories-earnings.ts';

const [sold, video, free] = makePostPerformances() as [
  ReturnType<typeof makePostPerformance>,
  ReturnType<typeof makePostPerformance>,
  ReturnType<typeof makePostPerformance>,
];

const meta = {
  title: 'Molecules/PostPerformanceRow',
  component: PostPerformanceRow,
  args: { post: sold, picture: { src: sold.url[0]?.url }, href: `/en/${sold.user.username}/${sold.id}` },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostPerformanceRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const figures = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    within(canvasElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** A pay-per-post post that sold: its numbers, with sales and income. */
export const Sold: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Print-quality edit' })).toHaveAttribute('href', args.href);
    await expect(figures(canvasElement)).toEqual({
      Views: '5.4K',
      Likes: '860',
      Comments: '14',
      'Shares, all time': '9',
      'Daily average views': '3.4',
      Sales: '41',
      Income: '$204.59',
    });
  },
};

/**
 * The thumbnail is painted with the row: decoded in the same frame as the text (`sync`), so a page
 * captured whole or printed shows it, not its washed-out blurred preview.
 */
export const ThumbnailPaintedWithTheRow: Story = {
  play: async ({ args, canvasElement }) => {
    const thumbnail = canvasElement.querySelector<HTMLImageElement>(`img[src="${args.picture.src}"]`);
    await expect(thumbnail).toHaveAttribute('decoding', 'sync');
    await waitFor(() => expect(thumbnail?.naturalWidth).toBeGreaterThan(0));
  },
};

/** A subscription video: no sales or income (it is not sold one by one), the play badge. */
export const SubscriptionVideo: Story = {
  args: { post: video, picture: { src: video.url[0]?.url } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Sales')).toBeNull();
    await expect(canvas.queryByText('Income')).toBeNull();
    await expect(canvas.getByText('Video')).toBeInTheDocument();
  },
};

/** A free post with nothing yet. */
export const Quiet: Story = {
  args: {
    post: makePostPerformance({
      ...free,
      statistics: { total_view: 0, total_like: 0, total_comment: 0, total_share: 0, total_average_view: 0 },
    }),
    picture: { src: free.url[0]?.url },
  },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement).Views).toBe('0');
  },
};

/** Refunds larger than the sales: the income reads in red. */
export const RefundedIncome: Story = {
  args: {
    post: makePostPerformance({
      ...sold,
      statistics: { ...sold.statistics, total_buy_article_count: 1, total_buy_article_income: -4.99 },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-$4.99')).toHaveClass('text-red-700');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('المبيعات')).toBeVisible();
  },
};
