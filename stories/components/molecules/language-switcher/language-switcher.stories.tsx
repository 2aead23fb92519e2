import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher } from '../../../../src/components/molecules/language-switcher/language-switcher.tsx';
import { extraViewport, transitionEnded, withinWindow } from '../../../support/viewports.ts';

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
    // The first click loads the list's chunk (language-listbox.tsx) before it opens.
    await expect(await screen.findAllByRole('option')).toHaveLength(15);
    await userEvent.click(screen.getByRole('option', { name: 'العربية' }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};
export const Compact: Story = { args: { variant: 'compact' } };
export const Rtl: Story = { globals: { locale: 'ar' }, args: { value: 'ar' } };

/**
 * Opens the list and checks it lies within the window; when the window is too short for the 15
 * languages, the list scrolls inside itself and its last language can still be picked.
 */
function playListFitsWindow({ scrolls }: { scrolls: boolean }): Story['play'] {
  return async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Language/ }));
    const list = await screen.findByRole('listbox');
    await transitionEnded(list);
    await waitFor(() => expect(withinWindow(list)).toBe(true));
    await expect(list.scrollHeight > list.clientHeight).toBe(scrolls);
    const last = within(list).getByRole('option', { name: 'हिन्दी' });
    last.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(withinWindow(last)).toBe(true));
    await userEvent.click(last);
    await expect(args.onChange).toHaveBeenCalledWith('hi');
  };
}

/** Where the side navigation has it: at the foot of a full-height column, opening upwards. */
export const SideNavLaptop: Story = {
  parameters: extraViewport('laptop1280x800'),
  args: { anchor: 'top start', className: 'w-full justify-start' },
  decorators: [
    (Story) => (
      <div className="flex h-dvh w-60 flex-col p-3">
        <div className="mt-auto">
          <Story />
        </div>
      </div>
    ),
  ],
  // 800 px leave room for all 15 languages above the button.
  play: playListFitsWindow({ scrolls: false }),
};

/** A header's globe on a phone held sideways: 360 px leave no room for 15 languages. */
export const HeaderPhoneLandscape: Story = {
  parameters: extraViewport('phoneLandscape740x360'),
  args: { variant: 'compact' },
  decorators: [
    (Story) => (
      <div className="flex h-16 items-center px-4">
        <Story />
      </div>
    ),
  ],
  play: playListFitsWindow({ scrolls: true }),
};
