/**
 * Typed, deterministic factories of search (issue 11): a small index of posts and creators in
 * several scripts, and what each keyword the stories search finds in it. Like factories.ts:
 * values derive from ids. How a keyword matches is the server's rule (tests/server); here the
 * answers are written out per keyword.
 */
import type { Creator, Post } from '../contract/entities.ts';
import { makeCreator, makeCreators, makeFeed, makePost } from './factories.ts';

/** What people searched most this week, as article/getHotKeywords answers. */
export const MOCK_HOT_KEYWORDS = [
  'golden hour',
  'yoga at home',
  'behind the scenes of the summer shoot',
  '猫',
  'street food',
  'ラーメン',
  'قهوة',
  'cosplay',
] as const;

/**
 * What the index finds for each keyword the stories search (the popular ones, the recent ones,
 * and what the stories type): posts by id, creators by account name. Any other keyword finds nothing.
 */
const FOUND: Readonly<Record<string, { posts: readonly number[]; creators: readonly string[] }>> = {
  golden: { posts: [1, 2, 4, 6, 7, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24], creators: [] },
  'golden hour': { posts: [1, 2, 4, 6, 7, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24], creators: [] },
  猫: { posts: [101, 102, 103], creators: ['yuki.neko'] },
  ラーメン: { posts: [103], creators: [] },
  قهوة: { posts: [201, 202], creators: ['noor.coffee'] },
  studio: { posts: [], creators: ['noor.studio'] },
};

/**
 * The posts the mock index holds: the feed's 24 "Golden hour" posts (three pages), three Japanese
 * posts about cats, two Arabic posts about coffee.
 */
export function makeSearchPosts(): Post[] {
  const japanese = ['猫のいる朝', '縁側で昼寝する猫', '猫とラーメン屋'].map((title, index) =>
    makePost({
      id: 101 + index,
      title,
      content: `${title}。今日の一枚です。`,
      tags: ['猫', '写真'],
      creatorId: 3,
    }),
  );
  const arabic = ['قهوة الصباح على الشرفة', 'أسرار قهوة الجدة'].map((title, index) =>
    makePost({ id: 201 + index, title, content: `${title}. صورة من اليوم.`, tags: ['قهوة'], creatorId: 4 }),
  );
  return [...makeFeed(24), ...japanese, ...arabic];
}

/** The posts `keyword` finds, in the index's order. */
export function searchPosts(keyword: string): Post[] {
  const found = FOUND[keyword]?.posts ?? [];
  return makeSearchPosts().filter((post) => found.includes(post.id));
}

/** The creators the mock index holds: the six of factories.ts, a Japanese and an Arabic one. */
export function makeSearchCreators(): Creator[] {
  return [
    ...makeCreators(),
    makeCreator({
      id: 7,
      username: 'yuki.neko',
      nickname: '猫写真のゆき',
      description: '猫と光の写真を毎週公開しています。',
    }),
    makeCreator({
      id: 8,
      username: 'noor.coffee',
      nickname: 'نور القهوة',
      description: 'قهوة وصور وحكايات من المقهى.',
    }),
  ];
}

/** The creators `keyword` finds, in the index's order. */
export function searchCreators(keyword: string): Creator[] {
  const found = FOUND[keyword]?.creators ?? [];
  return makeSearchCreators().filter((creator) => found.includes(creator.username));
}

/** `count` creators who all match the keyword "studio": pages of authors for the infinite scroll. */
export function makeStudioCreators(count: number): Creator[] {
  return Array.from({ length: count }, (_, index) =>
    makeCreator({
      id: 300 + index,
      username: `studio.${index + 1}`,
      nickname: `Studio ${index + 1}`,
    }),
  );
}
