import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordStrengthMeter } from '../../../../src/components/molecules/password-strength-meter/password-strength-meter.tsx';

const meta = {
  title: 'Molecules/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { password: 'abc1' },
} satisfies Meta<typeof PasswordStrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 5: a lowercase letter and a digit. */
export const Weak: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Weak')).toBeVisible();
  },
};
/** At least 8 characters with upper, lower and digit. */
export const Medium: Story = {
  args: { password: 'Abcdefg1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Medium')).toBeVisible();
  },
};
/** Medium plus a non-word character. */
export const Strong: Story = {
  args: { password: 'Abcdefg1!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Strong')).toBeVisible();
  },
};
export const TooWeak: Story = {
  args: { password: 'abcdefgh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Too weak')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { password: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-strength]')).toBeNull();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { password: 'Abcdefg1' } };
