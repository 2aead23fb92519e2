/**
 * Search in every language (issue 11): posts by title, text and tags and creators by name,
 * account name and bio, in languages with spaces between words and in those without (Chinese,
 * Japanese, Korean, Thai), with Arabic's vowel marks and article, accents and misspellings; ranked
 * by relevance and recency, paged by cursor; the hot keywords from what people search.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Creator } from '../../src/contract/entities.ts';
import { addPost, idsOf, postPageOf, walkPosts } from './helpers/discovery.ts';
import { newCreator, ok, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let artist: Member;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  [creator, artist] = [await newCreator(server), await newCreator(server)];
  const post = async (name: string, title: string, content: string, tags: string[] = [], minutesAgo = 30) => {
    ids[name] = await addPost(server, creator.userId, { title, content, tags, minutesAgo });
  };
  await post('ja', '朝のヨガ教室', '今日は新しいポーズを練習しました。');
  await post('zh', '健身房训练日记', '今天练了深蹲和硬拉，感觉很好。');
  await post('th', 'สอนทำอาหารไทย', 'ต้มยำกุ้งรสเด็ดสูตรคุณยาย');
  await post('ar', 'رحلة إلى الصحراء', 'غروب الشمس في الصحراء كان رائعًا.');
  await post('en', 'Moonbow chasing tips', 'Golden hour light, a tripod and patience.', ['stargazer']);
  await post('ko', '요가 루틴', '매일 아침 스트레칭을 합니다.');
  await post('hi', 'योग अभ्यास', 'हर सुबह दस मिनट का ध्यान।');
  await post('es', 'Canción de cuna', 'Una melodía para dormir.', ['música']);
  await post('ru', 'Утренняя пробежка', 'Пять километров у реки.');
  // Ranking: the same word in an old title, a new title and a new text.
  await post('oldTitle', 'Lantern festival', 'Night walk.', [], 60 * 24 * 120);
  await post('newTitle', 'Lantern workshop', 'Paper and glue.', [], 10);
  await post('newText', 'Crafts evening', 'We made a paper lantern together.', [], 10);
  const db = server.database.handle.db;
  await db.execute(
    sql`update users set nickname = ${'ゆきの絵日記'}, description = ${'ภาพวาดสีน้ำทุกวัน และเรื่องเล่าจากเกียวโต'} where id = ${artist.userId}`,
  );
});
afterAll(async () => {
  await server?.close();
});

const search = async (keyword: string) =>
  idsOf(await walkPosts(server, 'article/getList', { keyword, filter_by: 1 }));
const searchCreators = async (keyword: string) =>
  (await ok<{ list: Creator[] }>(server, undefined, 'user/searchCreator', { keyword })).list.map(
    (creator) => creator.uuid,
  );

describe('article/getList with a keyword', () => {
  it.each([
    ['Japanese, a word inside a sentence without spaces', 'ポーズ', 'ja'],
    ['Japanese, in the title', 'ヨガ', 'ja'],
    ['Chinese', '深蹲', 'zh'],
    ['Chinese, in the title', '训练', 'zh'],
    ['Thai, inside a run of Thai', 'ต้มยำ', 'th'],
    ['Thai, in the title', 'อาหาร', 'th'],
    ['Arabic', 'الصحراء', 'ar'],
    ['Arabic, without the article', 'صحراء', 'ar'],
    ['Arabic, with vowel marks', 'الصَّحْرَاء', 'ar'],
    ['English, the start of a word', 'moonbo', 'en'],
    ['English, misspelt', 'monbow', 'en'],
    ['English, a tag', 'stargazer', 'en'],
    ['Korean, a word with its particle', '스트레칭', 'ko'],
    ['Hindi', 'योग', 'hi'],
    ['Spanish, without the accent', 'cancion', 'es'],
    ['Russian, in capitals', 'ПРОБЕЖКА', 'ru'],
  ])('finds %s (%s)', async (_what, keyword, expected) => {
    expect(await search(keyword)).toEqual([ids[expected]]);
  });

  it('finds nothing for a word no post has, or only punctuation', async () => {
    expect(await search('zzqxjv')).toEqual([]);
    expect(await search('!!!')).toEqual([]);
  });

  it('ranks by relevance and recency: a new title, then a new text, then an old title', async () => {
    expect(await search('lantern')).toEqual([ids.newTitle, ids.newText, ids.oldTitle]);
  });

  it('pages a search by cursor as by page', async () => {
    const walked = await walkPosts(server, 'article/getList', { keyword: 'lantern', limit: 2 });
    const second = await postPageOf(server, 'article/getList', { keyword: 'lantern', limit: 2, page: 2 });
    expect(idsOf(walked)).toEqual([ids.newTitle, ids.newText, ids.oldTitle]);
    expect(idsOf(second.list)).toEqual([ids.oldTitle]);
    expect(
      await ok(server, undefined, 'article/totalCreatorAndArticle', { keyword: 'lantern' }),
    ).toMatchObject({
      article_total: 3,
    });
  });
});

describe('user/searchCreator', () => {
  it('finds creators by display name, account name and bio in any language, and misspelt names', async () => {
    expect(await searchCreators('絵日記')).toEqual([artist.uuid]);
    // Similar account names follow the exact one.
    expect((await searchCreators(artist.username))[0]).toBe(artist.uuid);
    expect(await searchCreators('สีน้ำ')).toEqual([artist.uuid]);
    expect(await searchCreators('เกียวโต')).toEqual([artist.uuid]);
    // A seeded creator: Maya Fit, account mayafit.
    const maya = await searchCreators('Maya');
    expect(maya.length).toBe(1);
    expect(await searchCreators('mayafitt')).toEqual(maya);
    expect(await searchCreators('zzqxjv')).toEqual([]);
  });

  it('asks for a keyword', async () => {
    expect((await server.call('user/searchCreator', { keyword: '  ' })).body).toMatchObject({ status: 0 });
  });
});

describe('article/getHotKeywords', () => {
  const hot = async () => (await ok<{ list: string[] }>(server, undefined, 'article/getHotKeywords')).list;

  it('answers the seeded searches, most searchers first', async () => {
    expect((await hot()).slice(0, 3)).toEqual(['yoga', 'cosplay', 'ramen']);
  });

  it('counts a search that found something once per searcher and day, and never one that found nothing', async () => {
    for (let i = 0; i < 14; i++) {
      const guest = `3b1f0c2e-0000-4000-8000-${String(i).padStart(12, '0')}`;
      await server.call('article/getList', { keyword: ' Lantern ', oauth_id: guest });
      await server.call('article/getList', { keyword: 'lantern', oauth_id: guest });
      await server.call('user/searchCreator', { keyword: 'zzqxjv', oauth_id: guest });
    }
    // Read at most once a minute.
    server.clock.advance(61_000);
    const list = await hot();
    expect(list[0]).toBe('lantern');
    expect(list).not.toContain('zzqxjv');
    expect(list.length).toBeLessThanOrEqual(10);
  });
});
