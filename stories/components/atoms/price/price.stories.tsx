import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '../../../../src/components/atoms/price/price.tsx';

const meta = {
  title: 'Atoms/Price',
  component: Price,
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
  args: { value: 4.99 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

export const Default: Story = { play: shows('$4.99') };
/** Spec §5: whole prices of 100 or more are shown without decimals. */
export const WholeHundred: Story = { args: { value: 120, size: 'lg' }, play: shows('$120') };
export const WholeUnderHundred: Story = { args: { value: 99 }, play: shows('$99.00') };
export const HundredWithCents: Story = { args: { value: 120.5 }, play: shows('$120.50') };
export const Small: Story = { args: { value: 9.9, size: 'sm' }, play: shows('$9.90') };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { value: 120 },
  play: async ({ canvasElement }) => {
    // Arabic digits and currency placement, and still no decimals for a whole 120.
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('US$');
    await expect(text).not.toMatch(/[.,٫]/);
  },
};
