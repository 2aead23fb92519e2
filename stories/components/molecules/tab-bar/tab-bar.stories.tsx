import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabBar } from '../../../../src/components/molecules/tab-bar/tab-bar.tsx';

const meta = {
  title: 'Molecules/TabBar',
  component: TabBar<'popular' | 'new'>,
  // The panel the tabs control, so aria-controls points at something real.
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="story-panel" role="tabpanel" aria-label="Posts" />
      </>
    ),
  ],
  args: {
    label: 'Posts',
    idPrefix: 'story',
    value: 'popular',
    onChange: fn(),
    items: [
      { value: 'popular', label: 'Popular' },
      { value: 'new', label: 'New' },
    ],
  },
} satisfies Meta<typeof TabBar<'popular' | 'new'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    canvas.getByRole('tab', { name: 'Popular' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('new');
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
