import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreviewBanner } from '../../../../src/components/molecules/preview-banner/preview-banner.tsx';

const meta = {
  title: 'Molecules/PreviewBanner',
  component: PreviewBanner,
  args: { as: 'visitor', onChange: fn(), exitHref: '/en/mine/profile-set' },
} satisfies Meta<typeof PreviewBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsVisitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'As a visitor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'As a subscriber' }));
    await expect(args.onChange).toHaveBeenCalledWith('subscriber');
  },
};

export const AsSubscriber: Story = {
  args: { as: 'subscriber' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/pay-per-post posts stay locked/)).toBeVisible();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
