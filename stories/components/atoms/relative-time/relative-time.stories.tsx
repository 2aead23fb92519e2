import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RelativeTime } from '../../../../src/components/atoms/relative-time/relative-time.tsx';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
// A fixed present in local time, so every story reads the same on any machine.
const NOW = new Date(2024, 5, 15, 14, 30).getTime();

const meta = {
  title: 'Atoms/RelativeTime',
  component: RelativeTime,
  decorators: [
    (Story) => (
      <p className="p-6 text-sm text-ink-muted">
        <Story />
      </p>
    ),
  ],
  args: { value: NOW - 5 * MINUTE, now: NOW },
} satisfies Meta<typeof RelativeTime>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text).tagName).toBe('TIME');
  };

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const time = within(canvasElement).getByText('5 minutes ago');
    await expect(time).toHaveAttribute('datetime', new Date(args.value).toISOString());
  },
};
export const JustNow: Story = { args: { value: NOW - 59 * SECOND }, play: shows('just now') };
export const OneMinute: Story = { args: { value: NOW - 60 * SECOND }, play: shows('1 minute ago') };
export const FiftyNineMinutes: Story = { args: { value: NOW - 59 * MINUTE }, play: shows('59 minutes ago') };
export const OneHour: Story = { args: { value: NOW - 60 * MINUTE }, play: shows('1 hour ago') };
export const HoursAgo: Story = { args: { value: NOW - 23 * HOUR }, play: shows('23 hours ago') };
export const Yesterday: Story = { args: { value: NOW - 25 * HOUR }, play: shows('yesterday') };
export const ThisYear: Story = {
  args: { value: new Date(2024, 0, 3, 9, 0).getTime() },
  play: shows('Jan 3'),
};
export const PreviousYear: Story = {
  args: { value: new Date(2023, 11, 31, 9, 0).getTime() },
  play: shows('Dec 31, 2023'),
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { value: new Date(2023, 11, 31, 9, 0).getTime() },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', new Date(2023, 11, 31, 9, 0).toISOString());
    // The date is written the Arabic way: Arabic month name, not "Dec".
    await expect(time?.textContent).not.toContain('Dec');
  },
};
