import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select } from '../../../../src/components/molecules/select/select.tsx';

const OPTIONS = [
  { value: 30, label: '30 days' },
  { value: 60, label: '60 days' },
  { value: 90, label: '90 days' },
  { value: 0, label: 'Custom', disabled: true },
];

const meta = {
  title: 'Molecules/Select',
  component: Select<number>,
  decorators: [
    (Story) => (
      <div className="max-w-xs p-6 pb-72">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Duration', options: OPTIONS, value: 30, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Select
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Select<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Duration/ });
    await expect(button).toHaveTextContent('30 days');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('option', { name: '90 days' }));
    await expect(args.onChange).toHaveBeenCalledWith(90);
    await expect(button).toHaveTextContent('90 days');
  },
};
/** Opened by keyboard, the list shows every option with the current one selected. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement)
      .getByRole('button', { name: /Duration/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: '30 days' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const Placeholder: Story = { args: { value: null, placeholder: 'Choose a duration' } };
export const Error: Story = {
  args: { value: null, placeholder: 'Choose a duration', error: 'This field is required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Duration/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Rtl: Story = { globals: { locale: 'ar' }, args: { label: 'المدة' } };
