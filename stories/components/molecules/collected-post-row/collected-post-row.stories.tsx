import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CollectedPostRow } from '../../../../src/components/molecules/collected-post-row/collected-post-row.tsx';
import { makeLikedPost } from '../../../../src/mocks/factories-collect.ts';

const OPEN = makeLikedPost(1);
const LOCKED = makeLikedPost(3);

const meta = {
  title: 'Molecules/CollectedPostRow',
  component: CollectedPostRow,
  args: { post: OPEN, picture: { src: OPEN.url[0]?.url }, href: '/en/mira.lens/901' },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollectedPostRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A liked post the fan may open: its picture, its title linking to it, its creator. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: OPEN.title })).toHaveAttribute('href', '/en/mira.lens/901');
    await expect(canvas.getByText('by', { exact: false })).toHaveTextContent(`by ${OPEN.user.nickname}`);
    await expect(canvas.queryByText('Locked')).toBeNull();
  },
};

/** A liked post the fan can no longer open: the blurred preview only, a lock and the Locked badge. */
export const Locked: Story = {
  args: { post: LOCKED, picture: { src: null }, href: '/en/aiko.kitchen/903' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Locked')).toBeVisible();
    const sources = [...canvasElement.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await expect(sources).toContain(LOCKED.url[0]?.url_blur);
  },
};

/** A video post shows the play badge. */
export const Video: Story = {
  args: { post: makeLikedPost(4), picture: { src: makeLikedPost(4).url[0]?.url } },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
