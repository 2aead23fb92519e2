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
    const year = canvas.getByRole('spinbutton', { name: /year/i });
    await expect(year).toHaveAttribute('aria-valuenow', '2026');
    // A year past the current one, or before 2023, is refused and the years 2023 to 2026 named.
    await userEvent.click(year);
    await userEvent.keyboard('{ArrowUp}');
    await expect(year).toHaveAttribute('aria-valuenow', '2027');
    await expect(canvas.getByText('Choose a date in the years 2023 to 2026.')).toBeVisible();
    await userEvent.click(year);
    await userEvent.keyboard('2022');
    await expect(year).toHaveAttribute('aria-valuenow', '2022');
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(year);
    await userEvent.keyboard('2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 5, 15, 9, 30));
    await expect(canvas.queryByText(/Choose a date/)).toBeNull();
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 1, 15, 9, 30));
    // 29 days in February 2024: a 31st typed there becomes the 29th when the field is left.
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('31');
    await userEvent.click(canvas.getByText('Publish at'));
    await expect(day).toHaveAttribute('aria-valuenow', '29');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 1, 29, 9, 30));
  },
};
/** Hours must be under 24 and minutes under 60. */
export const InvalidTime: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    const minute = canvas.getByRole('spinbutton', { name: /minute/i });
    await expect(hour).toHaveAttribute('aria-valuemax', '23');
    await expect(minute).toHaveAttribute('aria-valuemax', '59');
    // A time left incomplete is refused once the field is left.
    await userEvent.click(hour);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.click(canvas.getByText('Publish at'));
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/hours 00 to 23 and minutes 00 to 59/)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    // 24 and 60 cannot be typed: the second digit starts the part again.
    await userEvent.click(hour);
    await userEvent.keyboard('24');
    await expect(hour).not.toHaveAttribute('aria-valuenow', '24');
    await userEvent.click(minute);
    await userEvent.keyboard('60');
    await expect(minute).not.toHaveAttribute('aria-valuenow', '60');
    await userEvent.click(hour);
    await userEvent.keyboard('2359');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 5, 15, 23, 59));
    await expect(hour).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/hours 00 to 23/)).toBeNull();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'موعد النشر' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('التاريخ')).toBeVisible();
    const parts = canvas.getAllByRole('spinbutton');
    const year = parts.find((part) => part.getAttribute('aria-valuenow') === '2026');
    // The parts are in the locale's digits (react-aria reads the app's locale)…
    await expect(year).toHaveTextContent(new Intl.NumberFormat('ar', { useGrouping: false }).format(2026));
    // …and HH:MM still reads hours then minutes, left to right.
    const [hour, minute] = parts.slice(-2) as [HTMLElement, HTMLElement];
    await expect(hour).toHaveAttribute('aria-valuenow', '9');
    await expect(hour.getBoundingClientRect().left).toBeLessThan(minute.getBoundingClientRect().left);
  },
};

/** A part cleared is announced as empty in the app's language (react-aria has no Thai of its own). */
export const ClearedInThai: Story = {
  globals: { locale: 'th' },
  args: { label: 'เวลาเผยแพร่' },
  play: async ({ canvasElement }) => {
    const parts = within(canvasElement).getAllByRole('spinbutton');
    const hour = parts.at(-2) as HTMLElement;
    await userEvent.click(hour);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(hour).not.toHaveAttribute('aria-valuenow');
    await expect(hour).toHaveAttribute('aria-valuetext', 'ว่าง');
  },
};

/** A date alone (`time={false}`, mine-earn's range): named by the label, reported at 00:00. */
export const DateOnly: Story = {
  args: { label: 'From', time: false, defaultValue: new Date(2026, 5, 9) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('spinbutton', { name: /hour/i })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Publish at' })).toBeNull();
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await expect(day).toHaveAccessibleName(expect.stringContaining('From'));
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 5, 10, 0, 0));
  },
};
