import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SideNav } from '../../../../src/components/organisms/side-nav/side-nav.tsx';

const meta = {
  title: 'Organisms/SideNav',
  component: SideNav,
  args: { locale: 'en', onLocaleChange: fn() },
  parameters: { router: { route: '/home' } },
  decorators: [
    (Story) => (
      <div style={{ width: 260, height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /^Language/ })).toBeVisible();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { locale: 'ar' } };
