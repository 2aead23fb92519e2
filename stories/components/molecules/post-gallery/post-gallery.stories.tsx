import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostGallery } from '../../../../src/components/molecules/post-gallery/post-gallery.tsx';
import { makeMedia } from '../../../../src/mocks/factories.ts';

const photo = (seed: number, width = 800, height = 1000) => {
  const media = makeMedia(seed, { width, height });
  return { source: { src: media.url }, blur: media.url_blur, width, height };
};

const meta = {
  title: 'Molecules/PostGallery',
  component: PostGallery,
  args: {
    photos: [photo(1), photo(2, 1200, 800), photo(3)],
    name: 'Mira Lens',
    title: 'Golden hour, part 1',
    onOpen: fn(),
    maxHeight: '420px',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several photos, one at a time; each no taller than maxHeight; a photo opens the viewer. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Open photo 1 of 3' });
    await expect(first.getBoundingClientRect().height).toBeLessThanOrEqual(421);
    await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledWith(0);
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};

/** One photo: no carousel. */
export const Single: Story = {
  args: { photos: [photo(4)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
