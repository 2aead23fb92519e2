import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfilePictures } from '../../../../src/components/molecules/profile-pictures/profile-pictures.tsx';
import { mockAvatar, mockBanner } from '../../../../src/mocks/images.ts';

const meta = {
  title: 'Molecules/ProfilePictures',
  component: ProfilePictures,
  args: {
    thumb: mockAvatar('Mira Lens', 1),
    background: mockBanner(1),
    name: 'Mira Lens',
    onPick: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ProfilePictures>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cover and avatar as the creator page shows them, each with change and remove. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cover picture' }));
    await expect(args.onRemove).toHaveBeenCalledWith('background');
    await expect(canvas.getByTestId('thumb-input')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
  },
};

/** No pictures yet: the initial in the avatar, nothing to remove. */
export const Empty: Story = {
  args: { thumb: '', background: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/** The avatar being saved: a spinner over it, the buttons wait. */
export const Saving: Story = {
  args: { busy: 'thumb' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change cover picture' })).toBeDisabled();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
