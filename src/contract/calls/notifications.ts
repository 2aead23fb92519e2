import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import {
  NOTIFICATION_TYPES,
  notificationSchema,
  notificationSettingsSchema,
} from '../entities-notifications.ts';
import { databaseId } from '../ids.ts';

/** The member's notifications, newest first (a grouped one by its latest), paged; `unread` how many are not read. */
export const listNotificationsCall = defineCall({
  path: 'user/getNotificationList',
  access: 'member',
  request: pageParamsSchema,
  response: z.extend(pageOf(notificationSchema), { unread: z.int().check(z.nonnegative()) }),
});

/** How many of the member's notifications are unread: the bell's count. */
export const unreadNotificationsCall = defineCall({
  path: 'user/getUnreadNotificationCount',
  access: 'member',
  request: z.object({}),
  response: z.object({ unread: z.int().check(z.nonnegative()) }),
});

/**
 * Marks notifications read: those of `ids` (the member's own; others are ignored), or every one
 * when `all` is 1. Answers how many are still unread.
 */
export const markNotificationsReadCall = defineCall({
  path: 'user/markNotificationsRead',
  access: 'member',
  request: z.object({
    ids: z._default(z.array(databaseId).check(z.maxLength(100)), []),
    all: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  }),
  response: z.object({ unread: z.int().check(z.nonnegative()) }),
});

/** Which types of notification the member receives (every type on until turned off). */
export const notificationSettingsCall = defineCall({
  path: 'user/getNotificationSettings',
  access: 'member',
  request: z.object({}),
  response: z.object({ settings: notificationSettingsSchema }),
});

/** Turns one type on (1) or off (0); notifications of a type turned off are not written at all. Answers every type. */
export const setNotificationSettingCall = defineCall({
  path: 'user/setNotificationSetting',
  access: 'member',
  request: z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.union([z.literal(0), z.literal(1)]) }),
  response: z.object({ settings: notificationSettingsSchema }),
});
