import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceInput } from '../../../../src/components/molecules/price-input/price-input.tsx';

const meta = {
  title: 'Molecules/PriceInput',
  component: PriceInput,
  decorators: [
    (Story) => (
      <div className="max-w-xs p-6">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Price', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PriceInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PriceInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec: at most 5 characters and two decimals; a decimal keyboard on phones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('12345');
    await userEvent.clear(input);
    await userEvent.type(input, '4.999');
    await expect(input).toHaveValue('4.99');
    await userEvent.clear(input);
    await userEvent.type(input, '9a0');
    await expect(input).toHaveValue('90');
  },
};
export const Filled: Story = { args: { value: '4.99', hint: 'Up to 90.' } };
export const Error: Story = {
  args: { value: '120', error: 'The price can be at most 90.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'The price can be at most 90.',
    );
  },
};
export const Disabled: Story = { args: { value: '9.99', disabled: true } };
export const Rtl: Story = { globals: { locale: 'ar' }, args: { label: 'السعر', value: '4.99' } };
