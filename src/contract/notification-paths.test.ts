import { describe, expect, it } from 'vitest';
import { appPathKindOf } from './app-paths.ts';
import { NOTIFICATION_TYPES } from './entities-notifications.ts';
import { notificationPath } from './notification-paths.ts';

const base = { post: null, actorUuid: null, status: 0 };
const post = { id: 42, username: 'maya' };

describe('where a notification takes the member', () => {
  it('opens the post of a comment, reply, like or approval', () => {
    for (const type of ['comment', 'reply', 'like', 'post_approved'] as const) {
      expect(notificationPath({ ...base, type, post }), type).toBe('/maya/42');
    }
  });

  it('opens the sender’s room for a message, the earnings for a sale, the history for a withdrawal', () => {
    expect(notificationPath({ ...base, type: 'message', actorUuid: 'u-7' })).toBe('/message/u-7');
    // A paid message bought: the conversation with the fan, where the message is.
    expect(notificationPath({ ...base, type: 'message_purchase', actorUuid: 'u-8' })).toBe('/message/u-8');
    expect(notificationPath({ ...base, type: 'tip' })).toBe('/mine/earn');
    expect(notificationPath({ ...base, type: 'purchase', post })).toBe('/mine/earn');
    expect(notificationPath({ ...base, type: 'withdrawal', status: 3 })).toBe(
      '/mine/earn-withdrawal-history',
    );
    expect(notificationPath({ ...base, type: 'report_outcome' })).toBe('/mine/reports');
    // A coming charge (issue 26): the subscription's cancel, one confirm away; the list without its id.
    expect(notificationPath({ ...base, type: 'trial_ending', subscriptionId: 31 })).toBe(
      '/mine/buy?t=subscriptions&cancel=31',
    );
    expect(notificationPath({ ...base, type: 'renewal_coming', subscriptionId: 32 })).toBe(
      '/mine/buy?t=subscriptions&cancel=32',
    );
    expect(notificationPath({ ...base, type: 'trial_ending' })).toBe('/mine/buy?t=subscriptions');
    expect(notificationPath({ ...base, type: 'post_rejected', post })).toBe('/mine/post');
    expect(notificationPath({ ...base, type: 'creator_application', status: 2 })).toBe('/mine');
    expect(notificationPath({ ...base, type: 'creator_application', status: 3 })).toBe('/mine/creator');
  });

  it('is always a page of the app, a deleted post or actor included', () => {
    for (const type of NOTIFICATION_TYPES) {
      for (const notice of [base, { post, actorUuid: 'u-1', status: 2 }]) {
        const path = notificationPath({ ...notice, type });
        expect(appPathKindOf(path), `${type} ${path}`).not.toBe('unknown');
      }
    }
  });
});
