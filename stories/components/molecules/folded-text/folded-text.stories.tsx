import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FoldedText } from '../../../../src/components/molecules/folded-text/folded-text.tsx';

const LONG =
  'Golden hour on the cliffs this morning. I hiked up before sunrise with the new lens and the light did not disappoint: the whole bay turned copper for about ten minutes.\n\nFull set of 24 photos is up for subscribers, plus a short behind-the-scenes video of the climb. Thank you for being here and supporting the work — next week we go to the dunes.';

const meta = {
  title: 'Molecules/FoldedText',
  component: FoldedText,
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6 text-[0.9375rem] leading-6 text-ink">
        <Story />
      </div>
    ),
  ],
  args: { children: LONG },
} satisfies Meta<typeof FoldedText>;
export default meta;
type Story = StoryObj<typeof meta>;

const LINE_HEIGHT_PX = 24;

export const LongText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Show more' });
    const text = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    // Folded at 2 lines (spec §2).
    await expect(text?.getBoundingClientRect().height).toBe(2 * LINE_HEIGHT_PX);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(text?.getBoundingClientRect().height).toBeGreaterThan(2 * LINE_HEIGHT_PX);
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(text?.getBoundingClientRect().height).toBe(2 * LINE_HEIGHT_PX);
  },
};
export const ShortText: Story = {
  args: { children: 'New set is up!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New set is up!')).toBeVisible();
    // Nothing is cut off, so there is nothing to expand.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const ThreeLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: 'Show more' });
    const text = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(text?.getBoundingClientRect().height).toBe(3 * LINE_HEIGHT_PX);
  },
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    children:
      'صباح ذهبي على المنحدرات. صعدت قبل شروق الشمس مع العدسة الجديدة ولم يخيب الضوء ظني: تحول الخليج كله إلى لون النحاس لمدة عشر دقائق تقريبًا. المجموعة الكاملة من ٢٤ صورة متاحة الآن للمشتركين، بالإضافة إلى فيديو قصير من خلف الكواليس.',
  },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { expanded: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
