/**
 * Typed, deterministic factories of home's discovery parts (issue 11): sets of new creators for
 * Replace, the recommended and related creators, the subscribed and For you feeds, interests.
 */
import type { Category, Creator, Post } from '../contract/entities.ts';
import { makeCreator, makeCreators, makeLockedPost, makePost } from './factories.ts';

const MORE_NAMES = [
  'Sana Sews',
  'Olu Paints',
  'Marta Moves',
  'Kenji Keys',
  'Lina Lettering',
  'Pablo Plates',
  'Yara Yoga',
  'Dario Drums',
  'Hana Hikes',
  'Felix Frames',
  'Zoe Zines',
  'Ravi Rides',
  'Elif Embroiders',
  'Jonas Jazz',
  'Maya Makes',
  'Omar Origami',
  'Ivy Illustrates',
  'Bruno Bakes',
  'Nia Knits',
] as const;

/**
 * `count` distinct creators, newest first as user/getNewCreator lists them: the six of
 * factories.ts, then others with names of their own, so a second set reads differently.
 */
export function makeNewCreators(count: number): Creator[] {
  const named = makeCreators(Math.min(count, 6));
  const more = Array.from({ length: Math.max(0, count - 6) }, (_, index) => {
    const nickname = MORE_NAMES[index % MORE_NAMES.length] ?? 'Creator';
    return makeCreator({
      id: 7 + index,
      nickname,
      username: nickname.toLowerCase().replace(/\s+/g, '.'),
    });
  });
  return [...named, ...more];
}

/** The creators a subscriber holds plans of (article/listSubscribe). */
export function makeSubscribedCreators(): Creator[] {
  return makeCreators(2).map((creator) => ({ ...creator, is_subscribed: 1 as const }));
}

/** The posts of the creators the viewer subscribes to: unlocked subscription posts and free ones. */
export function makeSubscriptionPosts(count: number): Post[] {
  return Array.from({ length: count }, (_, index) => {
    const id = 500 + index;
    const creatorId = (index % 2) + 1;
    if (index % 3 === 1)
      return {
        ...makeLockedPost({ id, creatorId, title: `For subscribers: set ${index + 1}` }),
        is_unlock: 1 as const,
        url: makePost({ id }).url,
      };
    return makePost({ id, creatorId, title: `From the studio, day ${index + 1}` });
  });
}

/** The posts of the categories a member picked ("For you"). */
export function makeInterestedPosts(count: number): Post[] {
  return Array.from({ length: count }, (_, index) =>
    makePost({
      id: 700 + index,
      category: 'travel',
      title: `On the road, stop ${index + 1}`,
      tags: ['travel'],
    }),
  );
}

/** Every category the app has a label for (`category.{code}`), as article/getCategories answers. */
export const INTEREST_CATEGORY_CODES = [
  'photography',
  'fitness',
  'food',
  'music',
  'art',
  'travel',
  'cosplay',
  'gaming',
  'fashion',
  'lifestyle',
  'education',
  'comedy',
] as const;

export function makeInterestCategories(): Category[] {
  return INTEREST_CATEGORY_CODES.map((code, index) => ({ id: index + 1, code }));
}

/** A member's three picked categories: photography, travel, music. */
export function makePickedInterests(): Category[] {
  return makeInterestCategories().filter((category) =>
    ['photography', 'travel', 'music'].includes(category.code),
  );
}
