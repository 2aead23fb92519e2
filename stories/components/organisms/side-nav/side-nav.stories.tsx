import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { authDialog } from '../../../../src/state/auth-dialog.ts';
import { hasPendingGatedAction } from '../../../../src/state/gated-action.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../../support/session.tsx';
import { SideNav } from '../../../../src/components/organisms/side-nav/side-nav.tsx';

const meta = {
  title: 'Organisms/SideNav',
  component: SideNav,
  args: { locale: 'en', onLocaleChange: fn() },
  parameters: { router: { route: '/home' } },
  decorators: [
    (Story) => (
      <div style={{ width: 260, height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /^Language/ })).toBeVisible();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { locale: 'ar' } };

/** Chat messages wait to be read: Messages carries their count, read out with its name. */
export const Unread: Story = {
  args: { unread: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = canvas.getByRole('link', { name: 'Messages 3 unread messages' });
    await expect(within(messages).getByText('3')).toBeVisible();
    // The count sits at the end of the entry, after its name.
    const name = within(messages).getByText('Messages').getBoundingClientRect();
    await expect(within(messages).getByText('3').getBoundingClientRect().left).toBeGreaterThan(name.right);
  },
};

/** Mirrored: the count sits at the entry's end, on the left. */
export const UnreadArabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar', unread: 120 },
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByText('99+');
    const entry = count.closest('a')!;
    const name = entry.querySelector('.truncate')!.getBoundingClientRect();
    await expect(count.getBoundingClientRect().right).toBeLessThan(name.left);
  },
};

/** Spec §2: publish and messages need a login; a visitor is asked for it and stays put. */
export const VisitorPublishOpensLogin: Story = {
  decorators: [(Story) => <WithShellOverlays>{Story()}</WithShellOverlays>],
  beforeEach: sessionStoryReset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Publish' }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    await expect(hasPendingGatedAction()).toBe(true);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/home');
    authDialog.open = false;
    await userEvent.click(canvas.getByRole('link', { name: 'Messages' }));
    await expect(authDialog.open).toBe(true);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/home');
  },
};

/** A signed-in user follows the publish link as usual. */
export const MemberPublishNavigates: Story = {
  decorators: [(Story) => <WithShellOverlays>{Story()}</WithShellOverlays>],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Publish' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/publish');
    await expect(authDialog.open).toBe(false);
  },
};

/** A signed-in member: a bell after Messages, its count read out as "Notifications, 4 unread". */
export const Notifications: Story = {
  args: { unread: 3, notificationsUnread: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('link', { name: 'Notifications 4 unread' });
    await expect(bell).toHaveAttribute('href', '/en/mine/notifications');
    await expect(within(bell).getByText('4')).toBeVisible();
    // In the order of the bar: after Messages, before Me; reached by Tab.
    const links = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(links.indexOf('/en/mine/notifications')).toBe(links.indexOf('/en/message') + 1);
    canvas.getByRole('link', { name: 'Messages 3 unread messages' }).focus();
    await userEvent.tab();
    await expect(bell).toHaveFocus();
  },
};

/** On the notification centre the bell is the current section, not Me. */
export const NotificationsCurrent: Story = {
  args: { notificationsUnread: 0 },
  parameters: { router: { route: '/mine/notifications' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Me' })).not.toHaveAttribute('aria-current');
  },
};

/** A visitor has no notifications: no bell. */
export const VisitorHasNoBell: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /^Notifications/ })).toBeNull();
  },
};
