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
/**
 * "-" is a non-word character, the strong rule's own, but the sign-up rule refuses it: the meter
 * names it instead of calling the password strong.
 */
export const RefusedCharacter: Story = {
  args: { password: 'Abcdefg1-' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not allowed in a password: “-”')).toBeVisible();
    await expect(canvas.queryByText('Strong')).toBeNull();
    await expect(canvasElement.querySelector('[data-strength]')).toHaveAttribute('data-strength', 'none');
  },
};
/** Every refused character once, in the order typed; a space is named, an emoji shown whole. */
export const RefusedCharacters: Story = {
  args: { password: 'Abc-1 2~-👍🏽' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Not allowed in a password: “-”, space, “~”, and “👍🏽”'),
    ).toBeVisible();
  },
};
/** In Japanese, with its own quotation marks. */
export const RefusedCharacterJapanese: Story = {
  globals: { locale: 'ja' },
  args: { password: 'Abcdefg1-' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('パスワードに使用できない文字：「-」')).toBeVisible();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { password: 'Abcdefg1' } };
/** Arabic, right to left, naming a refused character. */
export const RefusedCharacterRtl: Story = {
  globals: { locale: 'ar' },
  args: { password: 'Abcdefg1-' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('غير مسموح به في كلمة المرور: «-»')).toBeVisible();
  },
};
