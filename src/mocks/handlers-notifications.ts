/**
 * MSW handlers of the notification centre and its settings (issue 25), one named handler per
 * state, from typed factories over the contract:
 *
 *   parameters: { msw: { handlers: { notifications: notificationHandlers.everyType } } }
 */
import { delay, http } from 'msw';
import {
  listNotificationsCall,
  markNotificationsReadCall,
  notificationSettingsCall,
  setNotificationSettingCall,
  unreadNotificationsCall,
} from '../contract/calls/notifications.ts';
import { addPushSubscriptionCall, pushKeyCall, removePushSubscriptionCall } from '../contract/calls/push.ts';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationSettings,
} from '../contract/entities-notifications.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { mockAvatar } from './images.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The stories' present: the rows' times are measured from it (2026-03-02 12:00 UTC). */
export const NOTIFICATIONS_NOW = Date.UTC(2026, 2, 2, 12);

/** A member who did something, by a number. */
export function makeNotificationActor(
  id: number,
  nickname = `Fan ${id}`,
): NonNullable<Notification['actor']> {
  return {
    aff: 1000 + id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    username: `fan_${id}`,
    nickname,
    thumb: mockAvatar(nickname, id),
  };
}

/** One notification, `minutesAgo` before the stories' present. */
export function makeNotification(
  id: number,
  minutesAgo: number,
  overrides: Partial<Notification> = {},
): Notification {
  const happened = NOTIFICATIONS_NOW - minutesAgo * 60_000;
  return {
    id,
    type: 'comment',
    read: 1,
    created_ts: Math.floor(happened / 1000),
    created_at: new Date(happened).toISOString(),
    actor: makeNotificationActor(id),
    count: 1,
    post: { id: 40 + id, title: 'Golden hour on the pier', username: 'mira_lens' },
    amount: 0,
    plan_name: '',
    text: '',
    status: 0,
    subscription_id: null,
    ...overrides,
  };
}

/** One of every type, the newest first: the first five unread, grouped likes and messages. */
export function makeEveryNotification(): Notification[] {
  const platform = { actor: null } as const;
  return [
    makeNotification(1, 2, { type: 'like', read: 0, count: 12, actor: makeNotificationActor(1, 'Ana Lima') }),
    makeNotification(2, 9, {
      type: 'message',
      read: 0,
      count: 3,
      post: null,
      actor: makeNotificationActor(2, 'Kenji'),
    }),
    makeNotification(3, 25, { type: 'tip', read: 0, amount: 15, post: null, text: 'For the sunrise set!' }),
    makeNotification(4, 50, {
      type: 'subscriber',
      read: 0,
      amount: 9.99,
      plan_name: 'Inner circle',
      post: null,
    }),
    makeNotification(5, 70, { type: 'comment', read: 0, text: 'What lens was this?' }),
    makeNotification(6, 95, { type: 'reply', text: 'A 35 mm, wide open.' }),
    makeNotification(7, 130, {
      type: 'purchase',
      amount: 4.5,
      post: { id: 77, title: 'Night swim', username: 'mira_lens' },
    }),
    makeNotification(8, 200, { type: 'renewal', amount: 9.99, plan_name: 'Inner circle', post: null }),
    makeNotification(9, 300, { type: 'cancellation', plan_name: 'Behind the scenes', post: null }),
    makeNotification(10, 400, {
      ...platform,
      type: 'post_approved',
      post: { id: 78, title: 'Harbour lights', username: 'mira_lens' },
    }),
    makeNotification(11, 500, {
      ...platform,
      type: 'post_rejected',
      text: 'copyright',
      post: { id: 79, title: 'Borrowed shot', username: 'mira_lens' },
    }),
    makeNotification(12, 700, { ...platform, type: 'withdrawal', status: 2, amount: 250, post: null }),
    makeNotification(13, 900, {
      ...platform,
      type: 'withdrawal',
      status: 3,
      amount: 80,
      text: 'The bank refused the account number',
      post: null,
    }),
    makeNotification(14, 1300, { ...platform, type: 'report_outcome', text: 'hide-post', post: null }),
    makeNotification(15, 2000, { ...platform, type: 'creator_application', status: 2, post: null }),
  ];
}

/** Every type on, but likes. */
export function makeNotificationSettings(
  off: readonly Notification['type'][] = ['like'],
): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, off.includes(type) ? 0 : 1]),
  ) as NotificationSettings;
}

/** What the mocked server marked read, for a story's play function to check (`resetNotificationMocks`). */
export const markedRead: { ids: number[]; all: number } = { ids: [], all: 0 };

/** The pages of the list the mocked server was asked for, in order. */
export const askedPages: number[] = [];

/** What the mocked server was given of push subscriptions. */
export const pushCalls: { added: string[]; removed: string[] } = { added: [], removed: [] };

/** A story's `beforeEach`: nothing marked read, no subscription sent yet. */
export function resetNotificationMocks(): void {
  markedRead.ids = [];
  markedRead.all = 0;
  served = [];
  askedPages.length = 0;
  pushCalls.added = [];
  pushCalls.removed = [];
}

/** The notifications the story's list serves: what a mark-read answer counts the unread of. */
let served: Notification[] = [];

/** How many of `notifications` are unread, less what the story marked read since. */
const stillUnread = (notifications: Notification[]) =>
  markedRead.all
    ? 0
    : notifications.filter((notice) => notice.read === 0 && !markedRead.ids.includes(notice.id)).length;

const listOf = (notifications: Notification[], laterPagesDelay = 100) =>
  callHandler(listNotificationsCall, async ({ input }) => {
    served = notifications;
    askedPages.push(input.page);
    const start = (input.page - 1) * input.limit;
    // As the server keeps them when asked: what the story marked read since is read. The answer
    // then takes its time on the way, as a slow network's does.
    const now = notifications.map((notice) =>
      markedRead.all || markedRead.ids.includes(notice.id) ? { ...notice, read: 1 as const } : notice,
    );
    await delay(input.page === 1 ? 100 : laterPagesDelay);
    return sealedReply(listNotificationsCall, {
      list: now.slice(start, start + input.limit),
      page: input.page,
      limit: input.limit,
      unread: now.filter((notice) => notice.read === 0).length,
    });
  });

/** The unread count of `notifications` less what the story marked read since. */
const unreadOf = (notifications: Notification[]) =>
  callHandler(unreadNotificationsCall, () =>
    sealedReply(unreadNotificationsCall, { unread: stillUnread(notifications) }),
  );

/** Every one unread: the second page's are still unread when the first page's have been marked. */
const allUnread = () => makeEveryNotification().map((notice) => ({ ...notice, read: 0 as const }));

export const notificationHandlers = {
  /** One of every type (15, two pages), all unread. */
  allUnread: listOf(allUnread()),
  /** As allUnread, the second page taking half a second: it can be on its way when the member marks all. */
  allUnreadSecondPageLate: listOf(allUnread(), 500),
  /** One of every type (15, two pages), five unread. */
  everyType: listOf(makeEveryNotification()),
  /** A fan's free trial ends in 3 days (docs/decisions/trials.md): the date and the price it renews at. */
  trialEnding: listOf([
    makeNotification(1, 30, {
      type: 'trial_ending',
      read: 0,
      actor: makeNotificationActor(1, 'Mira Lens'),
      plan_name: 'Inner circle',
      amount: 9.99,
      text: '2026-03-05T12:00:00.000Z',
      post: null,
      subscription_id: 31,
    }),
  ]),
  /** A fan's subscription renews in 3 days (issue 26): what it will charge and when, opening its cancel. */
  renewalComing: listOf([
    makeNotification(1, 30, {
      type: 'renewal_coming',
      read: 0,
      actor: makeNotificationActor(1, 'Mira Lens'),
      plan_name: 'Inner circle',
      amount: 9.99,
      text: '2026-03-05T12:00:00.000Z',
      post: null,
      subscription_id: 32,
    }),
  ]),
  /** A fan bought the creator's paid message (issue 25): who and how much, opening the conversation with them. */
  messagePurchase: listOf([
    makeNotification(1, 4, {
      type: 'message_purchase',
      read: 0,
      actor: makeNotificationActor(1, 'Lena Ortiz'),
      amount: 12.5,
      post: null,
    }),
  ]),
  /** Nothing has happened yet. */
  empty: listOf([]),
  /** The first page never arrives. */
  loading: http.post(callUrl(listNotificationsCall), async () => {
    await delay('infinite');
  }),
  /** The server cannot be reached. */
  error: callHandler(listNotificationsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

export const unreadNotificationHandlers = {
  /** Five unread, as everyType has, less those marked read since. */
  five: unreadOf(makeEveryNotification()),
  none: unreadOf([]),
  /** Fifteen unread, as allUnread has, less those marked read since. */
  allUnread: unreadOf(allUnread()),
};

/** Records what it was asked to mark; answers how many the list still has unread, as the server does. */
const markRead = (answerAllAfter = 0) =>
  callHandler(markNotificationsReadCall, async ({ input }) => {
    markedRead.ids.push(...input.ids);
    markedRead.all += input.all;
    if (input.all) await delay(answerAllAfter);
    return sealedReply(markNotificationsReadCall, { unread: stillUnread(served) });
  });

export const markNotificationsReadHandlers = {
  ok: markRead(),
  /** "Mark all" answers after a second and a half: a page can arrive meanwhile. */
  allSlow: markRead(1500),
};

export const notificationSettingsHandlers = {
  /** Every type on but likes. */
  likesOff: callHandler(notificationSettingsCall, () =>
    sealedReply(notificationSettingsCall, { settings: makeNotificationSettings() }),
  ),
  loading: http.post(callUrl(notificationSettingsCall), async () => {
    await delay('infinite');
  }),
  error: callHandler(notificationSettingsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

export const setNotificationSettingHandlers = {
  /** Saves the change: every type on but likes, and the one just turned. */
  ok: callHandler(setNotificationSettingCall, async ({ input }) => {
    await delay(100);
    const settings = { ...makeNotificationSettings(), [input.type]: input.enabled };
    return sealedReply(setNotificationSettingCall, { settings });
  }),
  /** Refuses, after a moment (the switch shows the change meanwhile). */
  fails: callHandler(setNotificationSettingCall, async () => {
    await delay(300);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** The mocked server's VAPID public key: a P-256 point's shape (65 bytes, base64url). */
export const MOCK_PUSH_KEY = `BP${'x'.repeat(85)}`;

export const pushHandlers = {
  key: callHandler(pushKeyCall, () => sealedReply(pushKeyCall, { public_key: MOCK_PUSH_KEY })),
  /** Push is off on this server (no VAPID keys configured). */
  noKey: callHandler(pushKeyCall, () => sealedReply(pushKeyCall, { public_key: '' })),
  add: callHandler(addPushSubscriptionCall, ({ input }) => {
    pushCalls.added.push(input.endpoint);
    return sealedReply(addPushSubscriptionCall, {});
  }),
  remove: callHandler(removePushSubscriptionCall, ({ input }) => {
    pushCalls.removed.push(input.endpoint);
    return sealedReply(removePushSubscriptionCall, {});
  }),
};

/** The centre's calls, as a story of the centre needs them. */
export const notificationCentreHandlers = {
  notifications: notificationHandlers.everyType,
  unreadNotifications: unreadNotificationHandlers.five,
  markNotificationsRead: markNotificationsReadHandlers.ok,
};

/** The settings' calls, as a story of the settings needs them. */
export const notificationSettingsScreenHandlers = {
  notificationSettings: notificationSettingsHandlers.likesOff,
  setNotificationSetting: setNotificationSettingHandlers.ok,
  pushKey: pushHandlers.key,
  addPushSubscription: pushHandlers.add,
  removePushSubscription: pushHandlers.remove,
};
