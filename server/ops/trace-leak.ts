/**
 * `npm run ops -- trace-leak FILE`: reads the invisible mark of a leaked copy of an unlocked image
 * (server/media/watermark) and names the member it was served to and the post it belongs to, or
 * says that no mark was found. The mark's key comes from MEDIA_SIGNING_KEY: run it with the
 * deployment's settings.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { posts, users } from '../db/schema.ts';
import type { FoundMark, Watermarker } from '../media/watermark/watermark.ts';

export const TRACE_LEAK_USAGE = `  npm run ops -- trace-leak <file>   (who a leaked image was served to, and which post)`;

export type TraceLeakCommand = { file: string } | { problem: string };

/** The command when `args` are a trace-leak, else null. */
export function parseTraceLeakCommand(args: readonly string[]): TraceLeakCommand | null {
  if (args[0] !== 'trace-leak') return null;
  const file = args[1];
  if (!file || file.startsWith('--') || args.length > 2) return { problem: 'Give one image file to read.' };
  return { file };
}

/** What a trace found: the mark and, when they still exist, the viewer's account and the post. */
export interface TracedLeak {
  mark: FoundMark;
  viewer: { username: string } | null;
  post: { title: string; authorUsername: string } | null;
}

/** Reads a copy's mark and looks its viewer and post up; null when the copy has no mark. */
export async function traceLeak(
  db: Database,
  watermarker: Watermarker,
  copy: Buffer,
): Promise<TracedLeak | null> {
  const mark = await watermarker.read(copy);
  if (!mark) return null;
  const [viewer] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, mark.viewerId));
  const [post] = await db
    .select({ title: posts.title, authorUsername: users.username })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, mark.postId));
  return { mark, viewer: viewer ?? null, post: post ?? null };
}

/** The operator's answer for a trace. */
export function describeTrace(file: string, traced: TracedLeak | null): string {
  if (!traced) return `No mark found in ${file}: it was not served marked, or too little of it is left.`;
  const { mark, viewer, post } = traced;
  const who = viewer
    ? `@${viewer.username} (user ${mark.viewerId})`
    : `user ${mark.viewerId} (no such account now)`;
  const what = post
    ? `post ${mark.postId} "${post.title}" by @${post.authorUsername}`
    : `post ${mark.postId} (no such post now)`;
  const scale = Math.round(mark.scale * 100);
  return `Served to ${who}: ${what}.\nMark strength ${mark.score.toFixed(1)} (found from 6.5); the copy is at ${scale} % of the served size.`;
}

/** Runs the command: 0 and the names when a mark is found, 1 when none is, 2 when the file cannot be read. */
export async function runTraceLeak(
  db: Database,
  watermarker: Watermarker,
  file: string,
): Promise<{ code: number; message: string }> {
  let copy: Buffer;
  try {
    copy = await readFile(file);
  } catch {
    return { code: 2, message: `Cannot read ${file}.` };
  }
  try {
    const traced = await traceLeak(db, watermarker, copy);
    return { code: traced ? 0 : 1, message: describeTrace(file, traced) };
  } catch {
    return {
      code: 2,
      message: `${file} is not an image this command can read (JPEG, PNG, WebP, GIF, AVIF, TIFF).`,
    };
  }
}
