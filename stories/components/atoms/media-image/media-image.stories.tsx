import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MediaImage } from '../../../../src/components/atoms/media-image/media-image.tsx';
import { makeMedia } from '../../../../src/mocks/factories.ts';

const media = makeMedia(3);

const meta = {
  title: 'Atoms/MediaImage',
  component: MediaImage,
  args: { src: media.url, placeholderSrc: media.url_blur, alt: 'Sunset over the bay', aspectRatio: media.width / media.height },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof MediaImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Locked: Story = { args: { src: null } };
export const Error: Story = {
  args: { src: '/media/missing.jpg', placeholderSrc: '/media/missing-blur.jpg' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Sunset over the bay' })).toBeVisible();
  },
};
