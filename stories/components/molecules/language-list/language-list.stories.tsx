import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageList } from '../../../../src/components/molecules/language-list/language-list.tsx';
import { Modal } from '../../../../src/components/organisms/modal/modal.tsx';
import { body } from '../../../support/dialog-opener.tsx';
import { extraViewport, transitionEnded, withinWindow } from '../../../support/viewports.ts';

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

/**
 * The language dialog of mine (the list in a small modal) fits the window: title and close
 * button on screen, the list scrolling inside the dialog, its last language reachable.
 */
const playFitsWindow: Story['play'] = async ({ args }) => {
  const dialog = await body().findByRole('dialog', { name: 'Language' });
  const panel = dialog.querySelector<HTMLElement>('[data-size]')!;
  await transitionEnded(panel);
  await expect(withinWindow(panel)).toBe(true);
  await expect(withinWindow(within(dialog).getByRole('button', { name: 'Close' }))).toBe(true);
  const scroller = dialog.querySelector<HTMLElement>('[data-modal-body]')!;
  // 15 languages do not fit these windows: the list scrolls inside the dialog, not off screen.
  await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  const last = within(dialog).getByRole('button', { name: 'हिन्दी' });
  last.scrollIntoView({ block: 'nearest' });
  await waitFor(() => expect(withinWindow(last)).toBe(true));
  await userEvent.click(last);
  await expect(args.onChange).toHaveBeenCalledWith('hi');
};

const inDialog: Story['decorators'] = [
  (Story) => (
    <Modal open onClose={() => {}} size="sm" title="Language">
      <Story />
    </Modal>
  ),
];

/** The window the defect was found in: 1280 × 800. */
export const InDialogLaptop: Story = {
  parameters: extraViewport('laptop1280x800'),
  decorators: inDialog,
  play: playFitsWindow,
};

/** A phone held sideways, the shortest window the app meets. */
export const InDialogPhoneLandscape: Story = {
  parameters: extraViewport('phoneLandscape740x360'),
  decorators: inDialog,
  play: playFitsWindow,
};
