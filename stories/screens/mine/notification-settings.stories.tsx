/**
 * mine/notifications/settings (issue 25): push on this device in each of its states, then one
 * switch per type, saved at once and put back when the server refuses; a member's and a creator's
 * types, loading, failed, Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import {
  MOCK_PUSH_KEY,
  notificationSettingsHandlers,
  notificationSettingsScreenHandlers,
  pushCalls,
  pushHandlers,
  resetNotificationMocks,
  setNotificationSettingHandlers,
} from '../../../src/mocks/handlers-notifications.ts';
import { NotificationSettingsScreen } from '../../../src/screens/mine/notification-settings/notification-settings-screen.tsx';
import { FAKE_PUSH_ENDPOINT, fakePushDevice } from '../../support/push-device.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/NotificationSettings',
  component: NotificationSettingsScreen,
  parameters: {
    router: { route: '/mine/notifications/settings' },
    msw: { handlers: notificationSettingsScreenHandlers },
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
} satisfies Meta<typeof NotificationSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const pushSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: 'Push notifications on this device' });

/** A member: people and account switches (likes off), push off until asked. */
export const Default: Story = {
  args: { pushDevice: fakePushDevice() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'Comments on your posts' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Likes' })).not.toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'People' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your account' })).toBeVisible();
    // A member sells nothing: no sales, payout or post-review switch.
    await expect(canvas.queryByRole('switch', { name: 'Tips' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Earnings' })).toBeNull();
    await expect(await pushSwitch(canvasElement)).not.toBeChecked();
    // Keyboard: Space turns a focused switch on.
    const likes = canvas.getByRole('switch', { name: 'Likes' });
    likes.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(likes).toBeChecked());
  },
};

/** A creator: sales, payouts and post reviews too. */
export const Creator: Story = {
  args: { pushDevice: fakePushDevice() },
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Tips' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Paid message purchases' })).toBeChecked();
    for (const name of ['Earnings', 'Post reviews', 'People', 'Your account']) {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    }
    // 18 types (renewals coming up and the data export ready too, issue 26) and the push switch.
    await expect(canvas.getAllByRole('switch')).toHaveLength(19);
  },
};

/** The server refuses: the switch shows the change at once, then goes back, and the member is told. */
export const SaveFails: Story = {
  args: { pushDevice: fakePushDevice() },
  parameters: { msw: { handlers: { setNotificationSetting: setNotificationSettingHandlers.fails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await canvas.findByRole('switch', { name: 'Messages' });
    await userEvent.click(messages);
    await expect(messages).not.toBeChecked();
    const toast = await within(document.body).findByText('Couldn’t save this setting. Try again.');
    await expect(toast.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(messages).toBeChecked());
  },
};

/** Turning push on: the browser asks, subscribes with the server's key, the server keeps it. */
export const PushTurnsOn: Story = {
  args: { pushDevice: fakePushDevice() },
  play: async ({ canvasElement, args }) => {
    const device = args.pushDevice!;
    const push = await pushSwitch(canvasElement);
    await waitFor(() => expect(push).toBeEnabled());
    await userEvent.click(push);
    await waitFor(() => expect(push).toBeChecked());
    await expect(device.requestPermission).toHaveBeenCalled();
    await expect(device.subscribe).toHaveBeenCalledWith(MOCK_PUSH_KEY);
    await expect(pushCalls.added).toEqual([FAKE_PUSH_ENDPOINT]);
  },
};

/** Turning push off: the server forgets this browser, then the browser ends its subscription. */
export const PushTurnsOff: Story = {
  args: { pushDevice: fakePushDevice({ permission: 'granted', subscribed: true }) },
  play: async ({ canvasElement, args }) => {
    const push = await pushSwitch(canvasElement);
    await waitFor(() => expect(push).toBeChecked());
    await userEvent.click(push);
    await waitFor(() => expect(push).not.toBeChecked());
    await expect(pushCalls.removed).toEqual([FAKE_PUSH_ENDPOINT]);
    await expect((args.pushDevice as ReturnType<typeof fakePushDevice>).unsubscribe).toHaveBeenCalled();
  },
};

/** The member blocks notifications when asked: the switch stays off and says how to allow them. */
export const PushDeniedWhenAsked: Story = {
  args: { pushDevice: fakePushDevice({ answer: 'denied' }) },
  play: async ({ canvasElement }) => {
    const push = await pushSwitch(canvasElement);
    await waitFor(() => expect(push).toBeEnabled());
    await userEvent.click(push);
    await waitFor(() => expect(push).toBeDisabled());
    await expect(push).not.toBeChecked();
    await expect(within(canvasElement).getByText(/Notifications are blocked for this site/)).toBeVisible();
    await expect(pushCalls.added).toEqual([]);
  },
};

/** Notifications were blocked before: disabled, with how to allow them in the browser. */
export const PushBlocked: Story = {
  args: { pushDevice: fakePushDevice({ permission: 'denied' }) },
  play: async ({ canvasElement }) => {
    const push = await pushSwitch(canvasElement);
    await expect(await within(canvasElement).findByText(/set Notifications to Allow/)).toBeVisible();
    await expect(push).toBeDisabled();
    await expect(push).not.toBeChecked();
  },
};

/** A browser without the Push API: disabled, and why. */
export const PushUnsupported: Story = {
  args: { pushDevice: fakePushDevice({ supported: false }) },
  play: async ({ canvasElement }) => {
    const push = await pushSwitch(canvasElement);
    await expect(push).toBeDisabled();
    await expect(
      within(canvasElement).getByText(/This browser can’t receive push notifications/),
    ).toBeVisible();
  },
};

/** A server without VAPID keys: disabled, "not available on this server". */
export const PushNotOnThisServer: Story = {
  args: { pushDevice: fakePushDevice() },
  parameters: { msw: { handlers: { pushKey: pushHandlers.noKey } } },
  play: async ({ canvasElement }) => {
    const push = await pushSwitch(canvasElement);
    await expect(
      await within(canvasElement).findByText('Push notifications are not available on this server.'),
    ).toBeVisible();
    await expect(push).toBeDisabled();
  },
};

/** The settings on their way. */
export const Loading: Story = {
  args: { pushDevice: fakePushDevice() },
  parameters: { msw: { handlers: { notificationSettings: notificationSettingsHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  args: { pushDevice: fakePushDevice() },
  parameters: { msw: { handlers: { notificationSettings: notificationSettingsHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** Arabic, a creator: mirrored, the switches' knobs travel to the left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { pushDevice: fakePushDevice({ permission: 'granted', subscribed: true }) },
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'الإكراميات' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'الإشعارات الفورية على هذا الجهاز' })).toBeVisible();
  },
};
