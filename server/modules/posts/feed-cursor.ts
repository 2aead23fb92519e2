/**
 * The keyset cursor of a feed (docs/api.md, "Cursors"): where the next page starts, as the sort
 * key and id of the last post of the previous page. Opaque to clients: base64url of
 * `1.{order}.{key}.{id}`, order `p` popular (likes × 10 + views), `n` newest (display time in
 * microseconds since 1970), `s` a search by lexemes and `t` by similarity (the relevance-and-
 * recency score; posts/post-search.ts). A cursor of another
 * order, or one that does not read, is a client mistake (server.feed.badCursor).
 */
import { ServiceError } from '../../core/service-error.ts';

export type FeedOrder = 'popular' | 'new' | 'search' | 'similar';

export interface FeedPosition {
  /** The sort key as the database wrote it (an integer, or a float for search). */
  key: string;
  id: number;
}

const LETTER: Record<FeedOrder, string> = { popular: 'p', new: 'n', search: 's', similar: 't' };

/** Sort keys are integers for popular and newest, a finite float for a search. */
const FLOAT = /^-?(\d+(\.\d+)?(e[+-]?\d+)?|\d+e[+-]?\d+)$/i;
const KEY_PATTERN: Record<FeedOrder, RegExp> = {
  popular: /^-?\d{1,19}$/,
  new: /^-?\d{1,19}$/,
  search: FLOAT,
  similar: FLOAT,
};

/** Before every post: the first page reads from here (a key above any a post can have). */
export const FIRST_POSITION: Record<FeedOrder, FeedPosition> = {
  popular: { key: '9223372036854775807', id: 2_147_483_647 },
  // 9999-12-31T23:59:59Z in microseconds.
  new: { key: '253402300799000000', id: 2_147_483_647 },
  search: { key: '1e300', id: 2_147_483_647 },
  similar: { key: '1e300', id: 2_147_483_647 },
};

/** The order a cursor was made in, if it reads as one of ours. */
export function cursorOrderOf(cursor: string): FeedOrder | undefined {
  const letter = /^[\w-]+$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8').split('.')[1]
    : '';
  return (Object.keys(LETTER) as FeedOrder[]).find((order) => LETTER[order] === letter);
}

export function encodeCursor(order: FeedOrder, position: FeedPosition): string {
  return Buffer.from(`1.${LETTER[order]}.${position.key}.${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, for a feed read in `order`. */
export function decodeCursor(order: FeedOrder, cursor: string): FeedPosition {
  const text = /^[\w-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const parts = text.split('.');
  // A search key may hold a decimal point: the id is the last part, the key what lies between.
  const [version, letter] = parts;
  const id = Number(parts.at(-1));
  const key = parts.slice(2, -1).join('.');
  if (
    parts.length < 4 ||
    version !== '1' ||
    letter !== LETTER[order] ||
    !KEY_PATTERN[order].test(key) ||
    !Number.isInteger(id) ||
    id < 1 ||
    id > 2_147_483_647
  )
    throw new ServiceError('server.feed.badCursor');
  return { key, id };
}
