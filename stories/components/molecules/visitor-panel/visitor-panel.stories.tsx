import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VisitorPanel } from '../../../../src/components/molecules/visitor-panel/visitor-panel.tsx';

const meta = {
  title: 'Molecules/VisitorPanel',
  component: VisitorPanel,
  args: { onJoin: fn(), onLogin: fn(), onTerms: fn() },
  parameters: { viewport: { defaultViewport: 'desktop1108' } },
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-surface-muted p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VisitorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Join, log in and the terms; Ctrl+Shift+L logs in too (spec §2). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Join now' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
    const login = canvas.getByRole('button', { name: 'Log in' });
    await expect(login).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+L');
    await userEvent.click(login);
    await userEvent.click(canvas.getByRole('button', { name: 'Terms of service' }));
    await expect(args.onTerms).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
    // Only the exact chord: Ctrl+L alone or Ctrl+Shift+K do nothing.
    await userEvent.keyboard('{Control>}l{/Control}{Control>}{Shift>}K{/Shift}{/Control}');
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText('Ctrl+Shift+L')).toBeVisible();
  },
};

/** The compact panel heads the phone settings list; the desktop panel owns the shortcut. */
export const Compact: Story = {
  args: { variant: 'compact', shortcut: false },
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).not.toHaveAttribute(
      'aria-keyshortcuts',
    );
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ args }) => {
    await userEvent.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};
