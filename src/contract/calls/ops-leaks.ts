/**
 * Leaks traced to the viewer, in the console (issue 26): an operator of the leaks page (moderators
 * and admins) sends a leaked copy of an image and reads who it was served to and which post it
 * belongs to. Not an envelope call: the file goes as a multipart form to `TRACE_LEAK_PATH` with the
 * operator cookie, and the answer is plain JSON (docs/api.md, "Operations: tracing a leaked image").
 */
import { z } from 'zod/mini';

/** Where the console sends a leaked copy: `POST`, `multipart/form-data`, the operator cookie. */
export const TRACE_LEAK_PATH = '/ops-upload/trace-leak';
/** The form field holding the copy. */
export const TRACE_LEAK_FIELD = 'file';
/** The largest copy read: 20 MiB (the form's framing aside). */
export const TRACE_LEAK_MAX_BYTES = 20 * 1024 * 1024;
/** The file types the console offers to pick; the server decides by the bytes, not the name. */
export const TRACE_LEAK_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff';

/** The score from which a reading counts as a mark (server/media/watermark MIN_SYNC_SCORE). */
export const MARK_FOUND_FROM = 6.5;

/** A mark found in the copy: the ids it names, and the member and post when they still exist. */
export const tracedLeakSchema = z.object({
  /** The member the picture was served to (the id the mark holds). */
  viewerId: z.int(),
  /** Their account name now; null when the account no longer exists. */
  viewerUsername: z.nullable(z.string()),
  /** The post the picture belongs to (the id the mark holds). */
  postId: z.int(),
  /** The post as it is now; null when it no longer exists. */
  post: z.nullable(z.object({ title: z.string(), authorId: z.int(), authorUsername: z.string() })),
  /** How strongly the mark reads: found from MARK_FOUND_FROM up. */
  score: z.number(),
  /** The copy's size relative to the served picture: 0.5 is half its width. */
  scale: z.number(),
});
export type TracedLeakAnswer = z.infer<typeof tracedLeakSchema>;

/** The answer: `{code: 1, data: {found: false}}` when the copy holds no mark. */
export const traceLeakAnswerSchema = z.object({
  code: z.literal(1),
  data: z.union([
    z.object({ found: z.literal(true), trace: tracedLeakSchema }),
    z.object({ found: z.literal(false) }),
  ]),
});
export type TraceLeakAnswer = z.infer<typeof traceLeakAnswerSchema>;

/** A refusal: the HTTP status says which (docs/api.md), `msg` says it in the console's language. */
export const traceLeakRefusalSchema = z.object({ code: z.literal(0), msg: z.string() });

/** The image types the console accepts before sending (the server decides again by the bytes). */
export const TRACE_LEAK_TYPES = TRACE_LEAK_ACCEPT.split(',');

/** Why the console's form refuses a file before sending it: codes the screen turns into messages. */
export const TRACE_LEAK_ERROR = {
  missing: 'trace.missing',
  tooLarge: 'trace.tooLarge',
  notImage: 'trace.notImage',
} as const;

/** The console's form: one image file, at most TRACE_LEAK_MAX_BYTES, of a type the reader reads. */
export const traceLeakFormSchema = z.object({
  file: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
      error: TRACE_LEAK_ERROR.missing,
    })
    .check(
      z.refine((file) => file.size > 0, { error: TRACE_LEAK_ERROR.missing, abort: true }),
      z.refine((file) => TRACE_LEAK_TYPES.includes(file.type), {
        error: TRACE_LEAK_ERROR.notImage,
        abort: true,
      }),
      z.refine((file) => file.size <= TRACE_LEAK_MAX_BYTES, { error: TRACE_LEAK_ERROR.tooLarge }),
    ),
});
