import { describe, expect, it } from 'vitest';
import { appPathKindOf } from '../../../contract/app-paths.ts';
import { NOTIFICATION_TYPES, type Notification } from '../../../contract/entities-notifications.ts';
import { notificationTarget } from './notification-target.ts';

const actor = {
  aff: 7,
  uuid: 'f1e2d3c4-0000-4000-8000-000000000007',
  username: 'ana',
  nickname: 'Ana',
  thumb: '',
};
const post = { id: 41, title: 'Night swim', username: 'mira' };
const about = (type: Notification['type'], more: Partial<Notification> = {}) => ({
  type,
  actor,
  post,
  status: 0,
  ...more,
});

describe('where a notification opens (issue 25)', () => {
  it('opens the post for a comment, a reply, likes and an approval', () => {
    for (const type of ['comment', 'reply', 'like', 'post_approved'] as const) {
      expect(notificationTarget(about(type))).toBe('/mira/41');
    }
  });

  it('opens the chat with the sender for messages, the chat list when the sender is gone', () => {
    expect(notificationTarget(about('message', { post: null }))).toBe(`/message/${actor.uuid}`);
    expect(notificationTarget(about('message', { post: null, actor: null }))).toBe('/message');
  });

  it('opens the earnings for subscribers, renewals, cancellations, tips and purchases', () => {
    for (const type of ['subscriber', 'renewal', 'cancellation', 'tip', 'purchase'] as const) {
      expect(notificationTarget(about(type))).toBe('/mine/earn');
    }
  });

  it('opens the withdrawal history, my reports, become-creator and my posts for the operators’ decisions', () => {
    expect(notificationTarget(about('withdrawal', { actor: null, post: null }))).toBe(
      '/mine/earn-withdrawal-history',
    );
    expect(notificationTarget(about('report_outcome', { actor: null, post: null }))).toBe('/mine/reports');
    // Refused: the application form again; approved: mine home, which now shows the creator's pages.
    expect(notificationTarget(about('creator_application', { actor: null, post: null, status: 3 }))).toBe(
      '/mine/creator',
    );
    expect(notificationTarget(about('creator_application', { actor: null, post: null, status: 2 }))).toBe(
      '/mine',
    );
    expect(notificationTarget(about('post_rejected', { actor: null }))).toBe('/mine/post');
  });

  it('opens the creator’s posts for a post that is gone', () => {
    expect(notificationTarget(about('like', { post: null }))).toBe('/mine/post');
  });

  it('opens only the app’s own pages, for every type', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(['page', 'creator-or-post'], type).toContain(appPathKindOf(notificationTarget(about(type))));
    }
  });
});
