/**
 * One id, one definition (issue 21, "Each rule once"): a message id is defined in one file of
 * src/, and every other user refers to that definition. Two definitions drift: FormatJS keeps one
 * English text for the id, and the other file's `defaultMessage` silently stops being what users
 * read. The ids still defined twice are listed below; the list may only shrink.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ids defined in more than one file when this test was written; merge them, then remove them here. */
const NOT_YET_MERGED = [
  'chat.room.viewPlans',
  'common.back',
  'common.backHome',
  'common.loading',
  'common.reload',
  'common.retry',
  'content.error',
  'creatorPage.message',
  // The landing footer and the settings menu name the policy pages like organisms/footer, which no
  // screen renders yet (docs/design-system.md, "Components waiting for their screen"); once one
  // does, both take these from its footerMessages.
  'footer.cookies',
  'footer.dmca',
  'footer.label',
  'footer.privacy',
  'footer.rights',
  'footer.terms',
  'info.subscribeBeforeChat',
  'mine.visitor.terms',
  'modal.cancel',
  'nav.language',
  'notFound.body',
  'notFound.title',
  'settings.logout',
  'title.delSuccess',
];

/** The files of `dir` (recursively) that are source, not tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each message id defined in `files` (an `id` followed by its `defaultMessage`), with its files. */
function definitionsOf(files: { name: string; text: string }[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { name, text } of files) {
    for (const match of text.matchAll(/\bid:\s*'([^']+)',\s*defaultMessage:/g)) {
      const id = match[1]!;
      const where = found.get(id) ?? [];
      if (!where.includes(name)) where.push(name);
      found.set(id, where);
    }
  }
  return found;
}

const definedTwice = (definitions: Map<string, string[]>) =>
  [...definitions].filter(([, files]) => files.length > 1).map(([id]) => id);

describe('message ids in src/', () => {
  const files = sourceFiles(path.join(root, 'src')).map((file) => ({
    name: path.relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));
  const definitions = definitionsOf(files);

  it('defines no id in two files beyond those not yet merged', () => {
    const extra = definedTwice(definitions).filter((id) => !NOT_YET_MERGED.includes(id));
    expect(extra.map((id) => `${id}: ${definitions.get(id)!.join(', ')}`)).toEqual([]);
  });

  it('lists as not yet merged only ids that are still defined twice', () => {
    expect(NOT_YET_MERGED.filter((id) => (definitions.get(id)?.length ?? 0) < 2)).toEqual([]);
  });

  it('finds a second definition of an id, and none where a file refers to the first', () => {
    const twice = definitionsOf([
      { name: 'a.ts', text: "plan: { id: 'plan.posts', defaultMessage: '# posts' }," },
      { name: 'b.ts', text: "posts: {\n    id: 'plan.posts',\n    defaultMessage: '# posts',\n  }," },
    ]);
    expect(definedTwice(twice)).toEqual(['plan.posts']);
    const once = definitionsOf([
      { name: 'a.ts', text: "plan: { id: 'plan.posts', defaultMessage: '# posts' }," },
      { name: 'b.ts', text: 'posts: planMessages.posts,' },
    ]);
    expect(definedTwice(once)).toEqual([]);
  });
});
