import {
  listNotificationsCall,
  markNotificationsReadCall,
  notificationSettingsCall,
  setNotificationSettingCall,
  unreadNotificationsCall,
} from '../../../src/contract/calls/notifications.ts';
import { handle, signedInUserId } from '../../http/call-context.ts';
import {
  listNotifications,
  markNotificationsRead,
  notificationSettings,
  setNotificationSetting,
  unreadNotifications,
} from './notifications.service.ts';

/** user/getNotificationList, getUnreadNotificationCount, markNotificationsRead, getNotificationSettings, setNotificationSetting. */
export const notificationHandlers = [
  handle(listNotificationsCall, async (ctx, input) => {
    const userId = signedInUserId(ctx);
    const list = await listNotifications(ctx, userId, input);
    return { list, page: input.page, limit: input.limit, unread: await unreadNotifications(ctx, userId) };
  }),
  handle(unreadNotificationsCall, async (ctx) => ({
    unread: await unreadNotifications(ctx, signedInUserId(ctx)),
  })),
  handle(markNotificationsReadCall, async (ctx, input) => ({
    unread: await markNotificationsRead(ctx, signedInUserId(ctx), { ids: input.ids, all: input.all === 1 }),
  })),
  handle(notificationSettingsCall, async (ctx) => ({
    settings: await notificationSettings(ctx, signedInUserId(ctx)),
  })),
  handle(setNotificationSettingCall, async (ctx, input) => ({
    settings: await setNotificationSetting(ctx, signedInUserId(ctx), input),
  })),
];
