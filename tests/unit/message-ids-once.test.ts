/**
 * One id, one definition (issue 21, "Each rule once"): a message id is defined in one file of
 * src/, and every other user refers to that definition. Two definitions drift: FormatJS keeps one
 * English text for the id, and the other file's `defaultMessage` silently stops being what users
 * read. Words many places say live in src/components/messages/ and are referred to from there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

  it('defines every id in one file', () => {
    const twice = definedTwice(definitions);
    expect(twice.map((id) => `${id}: ${definitions.get(id)!.join(', ')}`)).toEqual([]);
  });

  it('finds the definitions it checks (a walk that finds none would pass)', () => {
    expect(definitions.get('common.back')).toEqual(['src/components/messages/common-messages.ts']);
    expect(definitions.size).toBeGreaterThan(500);
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
