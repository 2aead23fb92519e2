/**
 * What this process has already counted today, so a repeated view costs no database write (nor
 * read): the app sends a view each time a post leaves the screen, many times a day for the same
 * viewer. Page views and searches (search/hot-keywords.service.ts) use it the same way. Bounded
 * (oldest forgotten first); a forgotten or another process's view reaches the database, whose
 * unique indexes (post_views_once_idx...) still count it once.
 */
import type { Database } from '../../db/client.ts';

/** Entries kept per process: about 10 MB at most. */
export const RECENT_VIEWS_CAPACITY = 100_000;

export class RecentViews {
  private readonly seen = new Set<string>();

  constructor(private readonly capacity = RECENT_VIEWS_CAPACITY) {}

  has(key: string): boolean {
    return this.seen.has(key);
  }

  add(key: string): void {
    if (this.seen.has(key)) return;
    if (this.seen.size >= this.capacity) {
      const oldest = this.seen.values().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
    this.seen.add(key);
  }
}

const byDatabase = new WeakMap<Database, RecentViews>();

/** The process's memory of counted views for one database. */
export function recentViewsOf(db: Database): RecentViews {
  let recent = byDatabase.get(db);
  if (!recent) {
    recent = new RecentViews();
    byDatabase.set(db, recent);
  }
  return recent;
}
