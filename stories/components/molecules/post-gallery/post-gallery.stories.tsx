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

/** Several photos one under the other, each no taller than maxHeight; a photo opens the viewer on it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Photos by Mira Lens' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /^Open photo \d of 3$/ });
    await expect(buttons).toHaveLength(3);
    for (const button of buttons)
      await expect(button.getBoundingClientRect().height).toBeLessThanOrEqual(421);
    // The wide photo keeps its 3:2 proportions at the full width.
    const wide = buttons[1]!.getBoundingClientRect();
    await expect(Math.round((wide.width / wide.height) * 10) / 10).toBe(1.5);
    await userEvent.click(buttons[2]!);
    await expect(args.onOpen).toHaveBeenCalledWith(2);
  },
};

/** One photo. */
export const Single: Story = {
  args: { photos: [photo(4)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
