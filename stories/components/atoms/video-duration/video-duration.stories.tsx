import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoDuration } from '../../../../src/components/atoms/video-duration/video-duration.tsx';

const meta = {
  title: 'Atoms/VideoDuration',
  component: VideoDuration,
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
  args: { seconds: 65 },
} satisfies Meta<typeof VideoDuration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('01:05');
    await expect(time).toHaveAttribute('datetime', 'PT0H1M5S');
  },
};
export const Hours: Story = {
  args: { seconds: 3725 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1:02:05')).toBeVisible();
  },
};
export const Plain: Story = {
  args: { seconds: 3599, tone: 'plain' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('59:59')).toBeVisible();
  },
};
export const OnThumbnail: Story = {
  render: (args) => (
    <div className="relative h-40 w-72 overflow-hidden rounded-card bg-gradient-to-br from-brand-300 to-accent-500">
      <VideoDuration {...args} className="absolute end-2 bottom-2" />
    </div>
  ),
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // Digits and colon keep their order in Arabic.
    const time = within(canvasElement).getByText('01:05');
    await expect(time).toHaveAttribute('dir', 'ltr');
  },
};
