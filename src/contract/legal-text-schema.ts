/** The shape of a legal text's file (src/contract/legal-texts.ts; docs/api.md 5.2). */
import { z } from 'zod/mini';

const block = z.union([
  /** A paragraph. */
  z.object({ p: z.string().check(z.minLength(1)) }),
  /** A bulleted list. */
  z.object({ list: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  /** A table: its column headings and rows of as many cells. */
  z.object({
    table: z.object({
      head: z.array(z.string().check(z.minLength(1))).check(z.minLength(2)),
      rows: z.array(z.array(z.string())).check(z.minLength(1)),
    }),
  }),
]);
export type LegalBlock = z.infer<typeof block>;

export const legalTextSchema = z.object({
  /** The text's title (the page's h1). */
  title: z.string().check(z.minLength(1)),
  /** Its version (the effective date, YYYY-MM-DD), as in LEGAL_VERSIONS. */
  version: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** One paragraph saying what the text is for, before the table of contents. */
  summary: z.string().check(z.minLength(1)),
  /** The parts, each a heading of the table of contents; `id` is its anchor, the same in every language. */
  parts: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
        heading: z.string().check(z.minLength(1)),
        blocks: z.array(block).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});
export type LegalText = z.infer<typeof legalTextSchema>;
