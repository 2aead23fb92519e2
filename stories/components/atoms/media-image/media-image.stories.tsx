import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MediaImage } from '../../../../src/components/atoms/media-image/media-image.tsx';
import { makeMedia } from '../../../../src/mocks/factories.ts';

const media = makeMedia(3);

const meta = {
  title: 'Atoms/MediaImage',
  component: MediaImage,
  args: {
    src: media.url,
    placeholderSrc: media.url_blur,
    alt: 'Sunset over the bay',
    aspectRatio: media.width / media.height,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Locked: Story = { args: { src: null } };
export const Error: Story = {
  args: { src: '/media/missing.jpg', placeholderSrc: '/media/missing-blur.jpg' },
  play: async ({ canvasElement }) => {
    // Both images fail to load first; only then does the fallback tile carry the name.
    await waitFor(() => expect(canvasElement.querySelector('div[role="img"]')).not.toBeNull());
    const tile = within(canvasElement).getByRole('img', { name: 'Sunset over the bay' });
    await expect(tile.tagName).toBe('DIV');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** An encrypted original being decrypted (spec §7): the blurred preview, and the box busy. */
export const Decrypting: Story = {
  args: { src: null, pending: true },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-state="pending"]');
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('img', { name: 'Sunset over the bay' })).toHaveAttribute(
      'src',
      media.url_blur,
    );
    await expect(canvasElement.querySelector('div[role="img"]')).toBeNull();
  },
};

/** An encrypted original that could not be decrypted: the error state, as for a failed load. */
export const DecryptFailed: Story = {
  args: { src: null, failed: true, placeholderSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="failed"]')).not.toHaveAttribute('aria-busy');
    const tile = within(canvasElement).getByRole('img', { name: 'Sunset over the bay' });
    await expect(tile.tagName).toBe('DIV');
  },
};

/** A ciphertext URL handed to it by mistake never reaches an <img>: the box waits for its Blob URL. */
export const EncryptedUrlNotShown: Story = {
  args: { src: '/media/e/posts/a/original.jpg?exp=1&v=u1&sig=x', pending: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[src*="/media/e/"]')).toBeNull();
  },
};
