import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPE } from '../../../contract/enums.ts';
import { managedPostsFilterOf, minePostTabOf, minePostTabOfArticleType } from './mine-post-tabs.ts';
import { groupPostsByStatus, postStatusGroupOf } from './post-status-groups.ts';

describe('mine-post tabs (spec §2: query t)', () => {
  it.each([
    ['?t=subscribe', 'subscribe'],
    ['?t=sale', 'sale'],
    ['?t=scheduled', 'scheduled'],
    ['?t=private', 'private'],
    ['?t=free', 'free'],
    ['', 'subscribe'],
    ['?t=nonsense', 'subscribe'],
  ])('%j selects %s', (search, tab) => {
    expect(minePostTabOf(search)).toBe(tab);
  });

  it('asks managePost by article type, and pre_display 1 only for scheduled', () => {
    expect(managedPostsFilterOf('subscribe')).toEqual({
      article_type: ARTICLE_TYPE.subscription,
      pre_display: 0,
    });
    expect(managedPostsFilterOf('sale')).toEqual({ article_type: ARTICLE_TYPE.buy, pre_display: 0 });
    expect(managedPostsFilterOf('private')).toEqual({ article_type: ARTICLE_TYPE.private, pre_display: 0 });
    expect(managedPostsFilterOf('scheduled')).toEqual({ pre_display: 1 });
  });

  it('names the tab of a published post', () => {
    expect(minePostTabOfArticleType(ARTICLE_TYPE.buy, false)).toBe('sale');
    expect(minePostTabOfArticleType(ARTICLE_TYPE.subscription, true)).toBe('scheduled');
    expect(minePostTabOfArticleType(ARTICLE_TYPE.free, false)).toBe('free');
  });
});

describe('posts grouped by review status (spec §3, §4)', () => {
  it.each([
    [1, 'underReview'],
    [5, 'reviewFailed'],
    [3, 'reviewPassed'],
    [2, 'published'],
    [4, 'formatting'],
    [15, 'formatting'],
    [20, 'formatting'],
    [25, 'formatting'],
    [99, null],
  ])('status %i is %s', (status, group) => {
    expect(postStatusGroupOf(status)).toBe(group);
  });

  it('orders groups under review, failed, passed, published, formatting and keeps list order', () => {
    const posts = [2, 20, 1, 5, 2, 3, 25].map((status, id) => ({ id, status }));
    expect(groupPostsByStatus(posts).map(({ group, posts: list }) => [group, list.map((p) => p.id)])).toEqual(
      [
        ['underReview', [2]],
        ['reviewFailed', [3]],
        ['reviewPassed', [5]],
        ['published', [0, 4]],
        ['formatting', [1, 6]],
      ],
    );
  });
});
