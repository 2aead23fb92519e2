import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateTimePicker } from '../../../../src/components/molecules/date-time-picker/date-time-picker.tsx';

// A fixed "now" keeps the year list and the snapshot stable.
const NOW = new Date(2026, 5, 15, 9, 30);

const meta = {
  title: 'Molecules/DateTimePicker',
  component: DateTimePicker,
  decorators: [
    (Story) => (
      <div className="max-w-lg p-6">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Publish at', now: NOW, onChange: fn() },
} satisfies Meta<typeof DateTimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Years 2023 to the current year; a valid choice reports the date-time. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const year = canvas.getByRole('combobox', { name: 'Year' });
    const years = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(years).toEqual(['2023', '2024', '2025', '2026']);
    await userEvent.selectOptions(year, '2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 5, 15, 9, 30));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), '2');
    // 29 days in February 2024.
    await expect(within(canvas.getByRole('combobox', { name: 'Day' })).getAllByRole('option')).toHaveLength(
      29,
    );
  },
};
/** Hours must be under 24 and minutes under 60. */
export const InvalidTime: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvas.getByRole('textbox', { name: 'Time (HH:MM)' });
    await userEvent.clear(time);
    await userEvent.type(time, '2400');
    await expect(time).toHaveValue('24:00');
    await userEvent.tab();
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/hours 00 to 23 and minutes 00 to 59/)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(time);
    await userEvent.type(time, '1260');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(time);
    await userEvent.type(time, '2359');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 5, 15, 23, 59));
    await expect(time).not.toHaveAttribute('aria-invalid');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Rtl: Story = { globals: { locale: 'ar' }, args: { label: 'موعد النشر' } };
