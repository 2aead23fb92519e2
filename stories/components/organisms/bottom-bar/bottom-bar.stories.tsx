import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authDialog } from '../../../../src/state/auth-dialog.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../../support/session.tsx';
import { BottomBar } from '../../../../src/components/organisms/bottom-bar/bottom-bar.tsx';

const meta = {
  title: 'Organisms/BottomBar',
  component: BottomBar,
  args: { hideOnScroll: false },
  parameters: { router: { route: '/home' }, viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls the story's window and waits for the browser to report it. */
async function scrollWindowTo(view: Window, y: number) {
  view.scrollTo({ top: y, behavior: 'instant' });
  await waitFor(() => expect(view.scrollY).toBe(y));
}

/** Whether the bar has slid below the bottom edge of the window. */
function isOffScreen(bar: HTMLElement, view: Window) {
  return bar.getBoundingClientRect().top >= view.innerHeight - 1;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Home', 'Search', 'Publish', 'Messages', 'Me']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Spec §2: the mobile bar hides on scroll down and reappears on scroll up. */
export const HidesOnScroll: Story = {
  args: { hideOnScroll: true },
  decorators: [
    (Story) => (
      <div style={{ height: 3000 }} className="p-4 text-ink-muted">
        <p>Scroll down to hide the bar, up to bring it back.</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const bar = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await scrollWindowTo(view, 0);
    await expect(bar).not.toHaveAttribute('data-hidden');

    await scrollWindowTo(view, 600);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'true'));
    await waitFor(() => expect(isOffScreen(bar, view)).toBe(true));

    await scrollWindowTo(view, 400);
    await waitFor(() => expect(bar).not.toHaveAttribute('data-hidden'));
    await waitFor(() => expect(isOffScreen(bar, view)).toBe(false));

    // Hidden again, then reached by keyboard: focus brings it back on screen.
    await scrollWindowTo(view, 900);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'true'));
    within(bar).getByRole('link', { name: 'Home' }).focus();
    await waitFor(() => expect(bar).not.toHaveAttribute('data-hidden'));
    await scrollWindowTo(view, 0);
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };

/** Chat messages wait to be read: a count on the Messages icon, read out with its name. */
export const Unread: Story = {
  args: { unread: 120 },
  play: async ({ canvasElement }) => {
    const messages = within(canvasElement).getByRole('link', { name: 'Messages 120 unread messages' });
    const count = within(messages).getByText('99+');
    await expect(count).toBeVisible();
    // On the icon's upper end corner, inside the bar's entry.
    const icon = messages.querySelector('svg')!.getBoundingClientRect();
    const box = count.getBoundingClientRect();
    await expect(box.top).toBeLessThan(icon.top + icon.height / 2);
    await expect(box.left).toBeGreaterThan(icon.left);
  },
};

export const UnreadArabic: Story = {
  globals: { locale: 'ar' },
  args: { unread: 4 },
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByText('4');
    const icon = count.closest('a')!.querySelector('svg')!.getBoundingClientRect();
    // Mirrored: the count leans off the icon's left.
    await expect(count.getBoundingClientRect().right).toBeLessThan(icon.right);
  },
};

/** Spec §2: publish and messages ask a visitor to log in first; the page stays where it is. */
export const VisitorPublishOpensLogin: Story = {
  decorators: [(Story) => <WithShellOverlays>{Story()}</WithShellOverlays>],
  beforeEach: sessionStoryReset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Publish' }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/home');
    authDialog.open = false;
    await userEvent.click(canvas.getByRole('link', { name: 'Messages' }));
    await expect(authDialog.open).toBe(true);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/home');
  },
};

/** A signed-in user goes to messages directly. */
export const MemberMessagesNavigates: Story = {
  decorators: [(Story) => <WithShellOverlays>{Story()}</WithShellOverlays>],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Messages' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/message');
    await expect(authDialog.open).toBe(false);
  },
};

/** A signed-in member: a sixth entry, the bell, with its count on the icon's corner. */
export const Notifications: Story = {
  args: { unread: 2, notificationsUnread: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('link', { name: 'Notifications 12 unread' });
    await expect(bell).toHaveAttribute('href', '/en/mine/notifications');
    const count = within(bell).getByText('12');
    await expect(count).toBeVisible();
    const icon = bell.querySelector('svg')!.getBoundingClientRect();
    await expect(count.getBoundingClientRect().top).toBeLessThan(icon.top + icon.height / 2);
    // Six entries, none wider than the bar (a 375 px phone).
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const bar = canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect();
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(bar.right + 0.5);
    }
  },
};

/** Arabic: the bell with its count, mirrored. */
export const NotificationsArabic: Story = {
  globals: { locale: 'ar' },
  args: { notificationsUnread: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'الإشعارات 3 غير مقروءة' })).toBeVisible();
  },
};
