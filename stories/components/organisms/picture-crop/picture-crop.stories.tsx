import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PictureCrop } from '../../../../src/components/organisms/picture-crop/picture-crop.tsx';
import { mockBanner } from '../../../../src/mocks/images.ts';

const meta = {
  title: 'Organisms/PictureCrop',
  component: PictureCrop,
  args: { src: mockBanner(2), aspect: 1, round: true, onApply: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PictureCrop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar's round frame: zoom with the slider, then the framed part in the picture's pixels. */
export const Avatar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    fireEvent.change(zoom, { target: { value: '2' } });
    await expect(zoom).toHaveValue('2');
    const apply = canvas.getByRole('button', { name: 'Use this picture' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    // The banner is 1200 x 400: the square frame at twice the zoom is its centre's 200 x 200.
    await expect(args.onApply).toHaveBeenCalledWith({ x: 500, y: 100, width: 200, height: 200 });
  },
};

/** The cover's 3:1 frame. */
export const Cover: Story = { args: { aspect: 3, round: false } };

export const Rtl: Story = { globals: { locale: 'ar' } };
