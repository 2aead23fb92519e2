import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageList } from '../../../../src/components/molecules/language-list/language-list.tsx';

const meta = {
  title: 'Molecules/LanguageList',
  component: LanguageList,
  args: { value: 'en', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 15 languages in their own names; the current one marked. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(15);
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { value: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'العربية' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
