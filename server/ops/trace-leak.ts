/**
 * `npm run ops -- trace-leak FILE`: reads the invisible mark of a leaked copy of an unlocked image
 * (server/media/watermark) and names the member it was served to and the post it belongs to, or
 * says that no mark was found. The lookup is the operations domain's, shared with the console
 * (server/modules/operations/leaks/trace-leak.service.ts). The mark's key comes from
 * MEDIA_SIGNING_KEY: run it with the deployment's settings.
 */
import { readFile } from 'node:fs/promises';
import type { Database } from '../db/client.ts';
import type { Watermarker } from '../media/watermark/watermark.ts';
import { traceLeak, type TracedLeak } from '../modules/operations/leaks/trace-leak.service.ts';

export const TRACE_LEAK_USAGE = `  npm run ops -- trace-leak <file>   (who a leaked image was served to, and which post)`;

export type TraceLeakCommand = { file: string } | { problem: string };

/** The command when `args` are a trace-leak, else null. */
export function parseTraceLeakCommand(args: readonly string[]): TraceLeakCommand | null {
  if (args[0] !== 'trace-leak') return null;
  const file = args[1];
  if (!file || file.startsWith('--') || args.length > 2) return { problem: 'Give one image file to read.' };
  return { file };
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
