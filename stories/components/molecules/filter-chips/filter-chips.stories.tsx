import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FilterChips,
  type FilterChipItem,
  type FilterChipsProps,
} from '../../../../src/components/molecules/filter-chips/filter-chips.tsx';
import { imageIcon, playIcon } from '../../../../src/components/atoms/icon/icons.ts';

type Filter = 'all' | 'plan-gold' | 'plan-vip' | 'video' | 'image';

/** Creator page (spec §2): All, each subscription, Video, Image. */
const ITEMS: FilterChipItem<Filter>[] = [
  { value: 'all', label: 'All' },
  { value: 'plan-gold', label: 'Gold fans' },
  { value: 'plan-vip', label: 'VIP club' },
  { value: 'video', label: 'Video', icon: playIcon },
  { value: 'image', label: 'Image', icon: imageIcon },
];

/** Keeps the choice, as a screen would, and reports it to the spy. */
function Stateful(args: FilterChipsProps<Filter>) {
  const [value, setValue] = useState(args.value);
  return (
    <FilterChips
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Molecules/FilterChips',
  component: FilterChips<Filter>,
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="p-5">
        <Story />
      </div>
    ),
  ],
  args: { items: ITEMS, value: 'all', onChange: fn(), label: 'Filter posts' },
} satisfies Meta<typeof FilterChips<Filter>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Filter posts' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Video' }));
    await expect(args.onChange).toHaveBeenCalledWith('video');
    await expect(canvas.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    // Choosing the chosen chip again changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Video' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One tab stop: the chosen chip.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Gold fans' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Image' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Image' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const SubscriptionSelected: Story = { args: { value: 'plan-vip' } };
export const Small: Story = { args: { size: 'sm' } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="w-[335px]">
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      ...ITEMS,
      { value: 'plan-gold-2' as Filter, label: 'Behind the scenes' },
      { value: 'plan-vip-2' as Filter, label: 'Monthly Q&A' },
    ],
    value: 'image',
  },
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar');
    // One row that scrolls sideways, rather than wrapping, on a narrow screen.
    await expect(toolbar.scrollWidth).toBeGreaterThan(toolbar.clientWidth);
    // The chosen chip, past the edge at first, is scrolled into view.
    const chosen = within(canvasElement).getByRole('button', { name: 'Image' });
    await waitFor(() =>
      expect(chosen.getBoundingClientRect().right).toBeLessThanOrEqual(toolbar.getBoundingClientRect().right),
    );
  },
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'All' }).focus();
    // Mirrored: the next chip lies to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Gold fans' })).toHaveFocus();
    const all = canvas.getByRole('button', { name: 'All' }).getBoundingClientRect();
    const gold = canvas.getByRole('button', { name: 'Gold fans' }).getBoundingClientRect();
    await expect(gold.right).toBeLessThanOrEqual(all.left);
  },
};
