/**
 * End-to-end helpers for the discovery journeys (issue 11): posts a seeded creator publishes
 * through the real API before the user acts (so a search term finds a known post, and a feed has
 * a post at its top), what the server says a creator and a search hold (to check the screens
 * against), the counts as the app writes them, and a block undone behind the screens.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { formatCompactCount } from '../../../src/i18n/format.ts';
import { callServer } from './accounts.ts';
import { apiLogin, call, CREATOR_PASSWORD, uploadPicture } from './money.ts';

/** Seeded creators who write in Japanese and in Arabic (server/seed/creators-data.ts). */
export const SAKURA = {
  username: 'sakuracos',
  nickname: 'さくら',
  /** A word of her bio (コスプレイヤー…), so a search for it finds her among the authors. */
  bioWord: 'コスプレ',
} as const;
export const LAYLA = {
  username: 'laylacooks',
  nickname: 'ليلى',
  /** A word of her bio (وصفات عربية أصيلة…): recipes. */
  bioWord: 'وصفات',
} as const;

/** A free picture post by a seeded creator, published now; its id. */
export async function publishFreePost(
  request: APIRequestContext,
  username: string,
  post: { title: string; content: string; hue?: number },
): Promise<number> {
  const token = await apiLogin(request, `${username}@example.com`, CREATOR_PASSWORD);
  const published = await call<{ id: number }>(
    request,
    'article/publish',
    {
      category: 'photography',
      title: post.title,
      content: post.content,
      resource_type: 1,
      article_type: 3,
      media: [await uploadPicture(request, token, post.hue ?? 300)],
    },
    token,
  );
  return published.id;
}

/** A creator's profile as anyone sees it (user/getUserInfoByUuid): counts and plans. */
export async function creatorProfile(request: APIRequestContext, username: string) {
  const answer = await callServer(request, 'user/getUserInfoByUuid', { username });
  expect(answer.status, answer.msg).toBe(1);
  return answer.data as {
    aff: number;
    post_num: number;
    view_count: number;
    subscription_list: { id: number; name: string; price: number }[];
  };
}

/** How many posts and creators a keyword finds (article/totalCreatorAndArticle), as a visitor. */
export async function searchTotals(request: APIRequestContext, keyword: string) {
  const answer = await callServer(request, 'article/totalCreatorAndArticle', { keyword });
  expect(answer.status, answer.msg).toBe(1);
  return answer.data as { article_total: number; creator_total: number };
}

/** A count as the app writes it in `locale` (src/i18n/format.ts): 87.2K, ١٢. */
export function compactCount(locale: string, count: number): string {
  return formatCompactCount(
    { formatNumber: (value, options) => new Intl.NumberFormat(locale, options).format(value as number) },
    count,
  );
}

/** Unblocks `aff` for the member of `token` (a journey that failed half-way leaves no block behind). */
export async function unblockThroughApi(request: APIRequestContext, token: string, aff: number) {
  await callServer(request, 'user/blockUserEvent', { aff_blocked: aff, action_type: 2 }, token);
}
