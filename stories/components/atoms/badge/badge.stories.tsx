import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from '../../../../src/components/atoms/badge/badge.tsx';
import { checkIcon, lockIcon } from '../../../../src/components/atoms/icon/icons.ts';

const TONES: { tone: BadgeTone; label: string }[] = [
  { tone: 'neutral', label: 'Draft' },
  { tone: 'brand', label: 'New' },
  { tone: 'success', label: 'Free' },
  { tone: 'warning', label: 'Under review' },
  { tone: 'danger', label: 'Expired' },
];

const meta = {
  title: 'Atoms/Badge',
  component: Badge,
  decorators: [
    (Story) => (
      <div className="flex flex-wrap gap-2 p-6">
        <Story />
      </div>
    ),
  ],
  args: { children: 'Free' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
  },
};
export const Tones: Story = {
  render: (args) => (
    <>
      {TONES.map(({ tone, label }) => (
        <Badge key={tone} {...args} tone={tone}>
          {label}
        </Badge>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const { label } of TONES) await expect(within(canvasElement).getByText(label)).toBeVisible();
  },
};
export const Solid: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2 rounded-card bg-gradient-to-br from-brand-300 to-accent-500 p-4">
      {TONES.map(({ tone, label }) => (
        <Badge key={tone} {...args} tone={tone} solid>
          {label}
        </Badge>
      ))}
    </div>
  ),
};
export const Small: Story = { args: { size: 'sm', tone: 'brand', children: 'New' } };
export const WithIcon: Story = {
  args: { tone: 'warning', icon: lockIcon, children: 'Locked' },
  play: async ({ canvasElement }) => {
    // The icon is decoration: the badge reads as its text alone.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { icon: checkIcon, tone: 'success' } };
