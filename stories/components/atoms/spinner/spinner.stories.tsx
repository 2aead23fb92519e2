import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../../../src/components/atoms/spinner/spinner.tsx';

const meta = {
  title: 'Atoms/Spinner',
  component: Spinner,
  decorators: [
    (Story) => (
      <div className="flex items-center gap-4 p-6 text-brand-600">
        <Story />
      </div>
    ),
  ],
  args: { announce: true },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading…' });
    await expect(status.getBoundingClientRect().width).toBe(24);
  },
};
export const Sizes: Story = {
  args: { announce: false },
  render: (args) => (
    <>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('.animate-spin')].map(
      (node) => node.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 24, 40]);
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
