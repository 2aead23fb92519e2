import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '../../../../src/components/molecules/text-area/text-area.tsx';

const meta = {
  title: 'Molecules/TextArea',
  component: TextArea,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Description', maxLength: 300, name: 'description' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('text-area-counter')).toHaveTextContent('0 / 300');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Hello');
    await expect(canvas.getByTestId('text-area-counter')).toHaveTextContent('5 / 300');
    await expect(canvas.getByTestId('text-area-counter')).toHaveAttribute('data-at-limit', 'false');
  },
};
/** Typing past the limit is refused and the counter turns to the error colour. */
export const AtLimit: Story = {
  args: { maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(field, 'abcdefghijkl');
    await expect(field).toHaveValue('abcdefghij');
    const counter = canvas.getByTestId('text-area-counter');
    await expect(counter).toHaveTextContent('10 / 10');
    await expect(counter).toHaveAttribute('data-at-limit', 'true');
    await expect(counter).toHaveClass('text-red-700');
  },
};
export const WithHint: Story = { args: { hint: 'Tell subscribers what they get.' } };
export const Error: Story = {
  args: { required: true, error: 'This field is required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Weekly photo sets' } };
export const Rtl: Story = { globals: { locale: 'ar' }, args: { label: 'الوصف', defaultValue: 'مرحبا' } };
