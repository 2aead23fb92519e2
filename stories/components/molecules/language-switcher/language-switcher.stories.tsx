import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from '../../../../src/components/molecules/language-switcher/language-switcher.tsx';

const meta = {
  title: 'Molecules/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Language/ }));
    await expect(await screen.findAllByRole('option')).toHaveLength(15);
    await userEvent.click(screen.getByRole('option', { name: 'العربية' }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};
export const Compact: Story = { args: { variant: 'compact' } };
export const Rtl: Story = { globals: { locale: 'ar' }, args: { value: 'ar' } };
