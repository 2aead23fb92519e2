import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BottomBar } from '../../../../src/components/organisms/bottom-bar/bottom-bar.tsx';

const meta = {
  title: 'Organisms/BottomBar',
  component: BottomBar,
  args: { hideOnScroll: false },
  parameters: { router: { route: '/home' }, viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Home', 'Search', 'Publish', 'Messages', 'Me']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
