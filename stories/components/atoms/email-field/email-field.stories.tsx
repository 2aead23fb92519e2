import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailField } from '../../../../src/components/atoms/email-field/email-field.tsx';

const meta = {
  title: 'Atoms/EmailField',
  component: EmailField,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { name: 'email' },
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};
export const Required: Story = { args: { required: true } };
export const Error: Story = {
  args: { defaultValue: 'ada@', error: 'Enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
export const Rtl: Story = { globals: { locale: 'ar' } };
