import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/entities-notifications.ts';
import { formatNotificationSentence } from './notification-sentence.ts';

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined });
const bare = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

function notification(more: Partial<Notification>): Notification {
  return {
    id: 1,
    type: 'comment',
    read: 0,
    created_ts: 1_765_000_000,
    created_at: '2025-12-06T05:46:40.000Z',
    actor: { aff: 7, uuid: 'u-7', username: 'ana', nickname: 'Ana', thumb: '' },
    count: 1,
    post: { id: 41, title: 'Night swim', username: 'mira' },
    amount: 0,
    plan_name: '',
    text: '',
    status: 0,
    subscription_id: null,
    ...more,
  };
}
const say = (more: Partial<Notification>) => bare(formatNotificationSentence(intl, notification(more)));

describe('what a notification says (issue 25)', () => {
  it('names the actor, the plan and the amount as a price', () => {
    expect(say({ type: 'subscriber', plan_name: 'Inner circle', amount: 7.5 })).toBe(
      'Ana subscribed to Inner circle ($7.50)',
    );
    expect(say({ type: 'tip', amount: 120 })).toBe('Ana tipped you $120');
  });

  it('words a trial’s end as a date, with the price it then renews at', () => {
    expect(
      say({
        type: 'trial_ending',
        plan_name: 'Inner circle',
        amount: 9.99,
        post: null,
        text: '2026-03-05T12:00:00.000Z',
      }),
    ).toBe(
      'Your free trial of Inner circle from Ana ends on March 5, 2026: it then renews at $9.99 unless you cancel',
    );
  });

  it('counts grouped likes as the one named and the others, and grouped messages as messages', () => {
    expect(say({ type: 'like', count: 1 })).toBe('Ana liked Night swim');
    expect(say({ type: 'like', count: 2 })).toBe('Ana and 1 other liked Night swim');
    expect(say({ type: 'like', count: 12 })).toBe('Ana and 11 others liked Night swim');
    expect(say({ type: 'message', count: 1, post: null })).toBe('Ana sent you a message');
    expect(say({ type: 'message', count: 3, post: null })).toBe('Ana sent you 3 messages');
  });

  it('words a rejection’s reason and a report’s outcome with the labels the app already has', () => {
    expect(say({ type: 'post_rejected', actor: null, text: 'copyright' })).toBe(
      'Night swim was turned down: Not your own work (copyright)',
    );
    expect(say({ type: 'report_outcome', actor: null, post: null, text: 'hide-post' })).toBe(
      'Your report: Reviewed: the post was removed',
    );
  });

  it('tells a withdrawal and an application by their status', () => {
    const money = { type: 'withdrawal', actor: null, post: null, amount: 50 } as const;
    expect(say({ ...money, status: 1 })).toBe('Your withdrawal of $50.00 was approved');
    expect(say({ ...money, status: 2 })).toBe('Your withdrawal of $50.00 was paid out');
    expect(say({ ...money, status: 3, text: 'IBAN rejected by the bank' })).toBe(
      'Your withdrawal of $50.00 failed: IBAN rejected by the bank',
    );
    const application = { type: 'creator_application', actor: null, post: null } as const;
    expect(say({ ...application, status: 2 })).toBe('You are a creator now: your application was approved');
    expect(say({ ...application, status: 3, text: 'Blurry ID photo' })).toBe(
      'Your creator application was refused: Blurry ID photo',
    );
  });

  it('says “Someone” for an account that is gone and names an untitled post', () => {
    expect(say({ type: 'comment', actor: null, post: { id: 2, title: '', username: 'mira' } })).toBe(
      'Someone commented on Untitled post',
    );
  });

  it('isolates names and titles, so a right-to-left name keeps its place in the sentence', () => {
    const sentence = formatNotificationSentence(
      intl,
      notification({ actor: { aff: 7, uuid: 'u', username: 'o', nickname: 'عمر', thumb: '' } }),
    );
    expect(sentence).toBe('\u2068عمر\u2069 commented on \u2068Night swim\u2069');
  });
});
