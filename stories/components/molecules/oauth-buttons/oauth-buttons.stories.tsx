import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OAuthButtons } from '../../../../src/components/molecules/oauth-buttons/oauth-buttons.tsx';

const meta = {
  title: 'Molecules/OAuthButtons',
  component: OAuthButtons,
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
  args: { providers: ['google', 'twitter', 'apple'], onSelect: fn() },
} satisfies Meta<typeof OAuthButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One button per configured provider, in the configured order; a click names its provider. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Apple',
    ]);
    await userEvent.click(buttons[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith('twitter');
  },
};
export const GoogleOnly: Story = {
  args: { providers: ['google'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(1);
  },
};
/** None configured: nothing is shown. */
export const NoProviders: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
/** While Apple's page is being prepared its button spins and the others wait. */
export const Pending: Story = {
  args: { pending: 'apple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
