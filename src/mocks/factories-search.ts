/**
 * Typed, deterministic factories of search (issue 11): a small index of posts and creators in
 * several scripts, and the matching a keyword does on it. Like factories.ts: values derive from ids.
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

/** A keyword as the server compares it: NFKC, lower case, single spaces. */
export function normalizedKeyword(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function matches(texts: readonly string[], keyword: string): boolean {
  const wanted = normalizedKeyword(keyword);
  return wanted !== '' && texts.some((text) => normalizedKeyword(text).includes(wanted));
}

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

/** The posts `keyword` finds: title, text or tag, in the index's order. */
export function searchPosts(keyword: string): Post[] {
  return makeSearchPosts().filter((post) => matches([post.title, post.content, ...post.tags], keyword));
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

/** The creators `keyword` finds: name, account name or description. */
export function searchCreators(keyword: string): Creator[] {
  return makeSearchCreators().filter((creator) =>
    matches([creator.nickname, creator.username, creator.description], keyword),
  );
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
