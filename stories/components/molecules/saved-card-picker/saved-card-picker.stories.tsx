import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedCardPicker } from '../../../../src/components/molecules/saved-card-picker/saved-card-picker.tsx';
import { makeSavedCards } from '../../../../src/mocks/factories-money.ts';

const meta = {
  title: 'Molecules/SavedCardPicker',
  component: SavedCardPicker,
  args: { cards: makeSavedCards(), value: 'pm_mock_1', onChange: fn(), label: 'Your cards' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-md p-6">
        <SavedCardPicker
          {...args}
          value={value}
          onChange={(id) => {
            setValue(id);
            args.onChange(id);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SavedCardPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The default card chosen; the banned one shown but not choosable, and skipped by the arrow keys,
 * which move the choice like any radio group.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your cards' })).toBeVisible();
    const visa = canvas.getByRole('radio', { name: /Visa ending in 4242/ });
    const master = canvas.getByRole('radio', { name: /Mastercard ending in 4444/ });
    const amex = canvas.getByRole('radio', { name: /American Express ending in 0005/ });
    await expect(visa).toBeChecked();
    await expect(amex).toBeDisabled();
    await expect(amex).toHaveAccessibleDescription('This card can’t be used for payments.');
    await userEvent.click(master);
    await expect(args.onChange).toHaveBeenLastCalledWith('pm_mock_2');
    await userEvent.keyboard('{ArrowDown}');
    await expect(visa).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pm_mock_1');
  },
};

/** Right to left: the radio mark on the start side, the arrow keys still move the choice. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(3);
  },
};
