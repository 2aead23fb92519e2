/**
 * mine/notifications (issue 25): what happened to the member, the newest first; the unread ones
 * marked read as they show and still told apart until the member leaves; every type, empty,
 * loading, failed, Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SERVER_ERROR } from '../../../../src/mocks/mock-errors.ts';
import {
  askedPages,
  markedRead,
  markNotificationsReadHandlers,
  NOTIFICATIONS_NOW,
  notificationCentreHandlers,
  notificationHandlers,
  resetNotificationMocks,
  unreadNotificationHandlers,
} from '../../../../src/mocks/handlers-notifications.ts';
import { NotificationsScreen } from '../../../../src/screens/mine/notifications/notifications-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Notifications',
  component: NotificationsScreen,
  args: { now: NOTIFICATIONS_NOW },
  parameters: {
    router: { route: '/mine/notifications' },
    msw: { handlers: notificationCentreHandlers },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetNotificationMocks();
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page's rows, once in. */
async function rowsOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText(/Ana Lima.* and 11 others liked/);
  return canvas.getAllByRole('listitem');
}

/** One of every type: the five newest unread, each row a link to where it is followed up. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await rowsOf(canvasElement);
    const like = canvas.getByRole('link', {
      name: /Unread.*Ana Lima.* and 11 others liked .*Golden hour on the pier/,
    });
    await expect(like).toHaveAttribute('href', '/en/mira_lens/41');
    await expect(canvas.getByRole('link', { name: /Kenji.* sent you 3 messages/ })).toHaveAttribute(
      'href',
      '/en/message/00000000-0000-4000-8000-000000000002',
    );
    await expect(canvas.getByRole('link', { name: /tipped you \$15\.00/ })).toHaveAttribute(
      'href',
      '/en/mine/earn',
    );
    await expect(
      canvas.getByRole('link', { name: /subscribed to .*Inner circle.* \(\$9\.99\)/ }),
    ).toBeVisible();
    await expect(canvas.getByText('2 minutes ago')).toBeVisible();
    // The shown unread ones are marked read at once, and keep their unread look meanwhile.
    await waitFor(() => expect([...markedRead.ids].sort()).toEqual([1, 2, 3, 4, 5]));
    await expect(canvasElement.querySelectorAll('[data-unread]')).toHaveLength(5);
    await expect(canvas.getAllByText('Unread')).toHaveLength(5);
    // The bell's count follows: nothing is left to mark.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    // Keyboard: the settings link, then the rows in order.
    canvas.getByRole('link', { name: 'Notification settings' }).focus();
    await userEvent.tab();
    await expect(like).toHaveFocus();
  },
};

/** The second page: the operators' decisions, with the product's logo and the reasons in words. */
export const Decisions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    // The second page comes as the list's end nears.
    (await rowsOf(canvasElement)).at(-1)!.scrollIntoView();
    const last = await canvas.findByText(/You are a creator now/);
    await expect(last).toBeInTheDocument();
    await expect(
      canvas.getByText(/Borrowed shot.* was turned down: Not your own work \(copyright\)/),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/failed: The bank refused the account number/)).toBeInTheDocument();
    await expect(canvas.getByText('Your report: Reviewed: the post was removed')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /withdrawal of \$250 was paid out/ })).toHaveAttribute(
      'href',
      '/en/mine/earn-withdrawal-history',
    );
  },
};

/** "Mark all as read" with unread ones not shown yet: every row loses its unread look. */
export const MarkAllAsRead: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: notificationHandlers.allUnread,
        unreadNotifications: unreadNotificationHandlers.allUnread,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    // The first page's ten are marked read as they show; the second page's five are still unread.
    await waitFor(() => expect(markedRead.ids).toHaveLength(10));
    const markAll = canvas.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    await waitFor(() => expect(markedRead.all).toBe(1));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-unread]')).toHaveLength(0));
    await waitFor(() => expect(markAll).toBeDisabled());
  },
};

/**
 * "Mark all as read" while the older page is on its way: it arrives before the server answers,
 * saying unread as it was read before the click, and shows read, without being marked row by row.
 */
export const MarkAllAsReadBeforeTheOlderPage: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: notificationHandlers.allUnreadSecondPageLate,
        unreadNotifications: unreadNotificationHandlers.allUnread,
        markNotificationsRead: markNotificationsReadHandlers.allSlow,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await rowsOf(canvasElement);
    await waitFor(() => expect(markedRead.ids).toHaveLength(10));
    const markAll = canvas.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    // The end of the list in view: the older page is asked for, and arrives while the server marks all.
    rows.at(-1)?.scrollIntoView();
    await waitFor(() => expect(askedPages).toContain(2));
    await userEvent.click(markAll);
    await waitFor(() => expect(markedRead.all).toBe(1));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(15), { timeout: 5000 });
    // The server has answered (the button no longer busy), and nothing is left to mark.
    await waitFor(() => expect(markAll).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await waitFor(() => expect(markAll).toBeDisabled());
    await expect(canvasElement.querySelectorAll('[data-unread]')).toHaveLength(0);
    await expect(markedRead.ids).toHaveLength(10);
  },
};

/** Nothing has happened yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: notificationHandlers.empty,
        unreadNotifications: unreadNotificationHandlers.none,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: notificationHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: { notifications: notificationHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** Arabic: mirrored, the sentences, amounts and times in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
    await expect(await canvas.findByText(/Ana Lima/)).toBeVisible();
  },
};

/** A fan's free trial ends in 3 days: the date and the price it renews at, opening their subscriptions. */
export const TrialEnding: Story = {
  parameters: { msw: { handlers: { notifications: notificationHandlers.trialEnding } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('link', { name: /Your free trial of .*Inner circle/ });
    await expect(row).toHaveAccessibleName(
      /ends on March 5, 2026: it then renews at \$9\.99 unless you cancel/,
    );
    // The one-tap cancel (issue 26): the subscription's cancel opens at once.
    await expect(row).toHaveAttribute('href', '/en/mine/buy?t=subscriptions&cancel=31');
  },
};

/** A paid subscription renews in 3 days (issue 26): what, how much and when, opening its cancel. */
export const RenewalComing: Story = {
  parameters: { msw: { handlers: { notifications: notificationHandlers.renewalComing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('link', { name: /Your subscription .*Inner circle/ });
    await expect(row).toHaveAccessibleName(
      /renews on March 5, 2026: \$9\.99 will be charged unless you cancel/,
    );
    await expect(row).toHaveAttribute('href', '/en/mine/buy?t=subscriptions&cancel=32');
  },
};

/** The same in Arabic. */
export const RenewalComingArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { notifications: notificationHandlers.renewalComing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/يتجدد اشتراكك/)).toBeVisible();
  },
};

/** The same in Arabic. */
export const TrialEndingArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { notifications: notificationHandlers.trialEnding } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/تنتهي تجربتك المجانية/)).toBeVisible();
  },
};

/** A fan bought the creator's paid message: who and how much, opening the conversation with them. */
export const MessagePurchase: Story = {
  parameters: { msw: { handlers: { notifications: notificationHandlers.messagePurchase } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('link', {
      name: /Lena Ortiz.* unlocked your paid message \(\$12\.50\)/,
    });
    await expect(row).toHaveAttribute('href', '/en/message/00000000-0000-4000-8000-000000000001');
  },
};

/** The same in Arabic. */
export const MessagePurchaseArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { notifications: notificationHandlers.messagePurchase } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/رسالتك المدفوعة/)).toBeVisible();
  },
};
