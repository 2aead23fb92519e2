/**
 * Hot keywords (`article/getHotKeywords`) from what people search: a search that found something
 * is recorded once per searcher, keyword and UTC day; the hot list is the 10 keywords the most
 * searchers looked for in the last 7 days (ties: the most recently searched first), read at most
 * once a minute per process. Records older than 30 days are removed (docs/decisions.md, "Search").
 */
import { count, desc, gte, lt, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchQueries } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { recentViewsOf } from '../views/recent-views.ts';
import { type ViewsContext, viewDayOf, viewerKeyOf } from '../views/views.service.ts';

/** What these services take from a call's context. */
export type HotKeywordsContext = Pick<CallContext, 'db' | 'now'> & ViewsContext;

export const HOT_KEYWORDS = 10;
export const HOT_KEYWORD_DAYS = 7;
export const SEARCH_RECORD_DAYS = 30;
const REMEMBER_MS = 60_000;
const PURGE_EVERY_MS = 3_600_000;
const DAY_MS = 24 * 3600 * 1000;

/** A keyword as it is counted: NFKC, lower case, single spaces. */
export const searchKeywordOf = (keyword: string) =>
  keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const lastPurge = new WeakMap<Database, number>();
const remembered = new WeakMap<Database, { at: number; list: Promise<string[]> }>();

/** Records the viewer's search (one that found something); repeats on the same day change nothing. */
export async function recordSearch(ctx: HotKeywordsContext, keyword: string): Promise<void> {
  const text = searchKeywordOf(keyword);
  if (!text) return;
  const now = ctx.now();
  const searcherKey = viewerKeyOf(ctx);
  const day = viewDayOf(now);
  // A search repeated the same day is no news: no write (views/recent-views.ts).
  const recent = recentViewsOf(ctx.db);
  const memo = `s${text}:${searcherKey}:${day}`;
  if (recent.has(memo)) return;
  await ctx.db
    .insert(searchQueries)
    .values({ keyword: text, searcherKey, day, createdAt: now })
    .onConflictDoNothing();
  recent.add(memo);
  const purged = lastPurge.get(ctx.db) ?? 0;
  if (now.getTime() - purged > PURGE_EVERY_MS) {
    lastPurge.set(ctx.db, now.getTime());
    const oldest = viewDayOf(new Date(now.getTime() - SEARCH_RECORD_DAYS * DAY_MS));
    await ctx.db.delete(searchQueries).where(lt(searchQueries.day, oldest));
  }
}

/** The hot keywords now, most searched first. */
export function hotKeywords(ctx: HotKeywordsContext): Promise<string[]> {
  const now = ctx.now().getTime();
  const entry = remembered.get(ctx.db);
  if (entry && now - entry.at <= REMEMBER_MS && now >= entry.at) return entry.list;
  const since = viewDayOf(new Date(now - (HOT_KEYWORD_DAYS - 1) * DAY_MS));
  const searchers = count();
  const list = ctx.db
    .select({ keyword: searchQueries.keyword })
    .from(searchQueries)
    .where(gte(searchQueries.day, since))
    .groupBy(searchQueries.keyword)
    .orderBy(desc(searchers), desc(max(searchQueries.createdAt)), searchQueries.keyword)
    .limit(HOT_KEYWORDS)
    .then((rows) => rows.map((row) => row.keyword));
  remembered.set(ctx.db, { at: now, list });
  list.catch(() => remembered.delete(ctx.db));
  return list;
}
