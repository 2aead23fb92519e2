/**
 * docs/design-system.md lists the component folders no app code reaches yet, each with the
 * screen that will use it (issue 8). This keeps the list true: a screen that starts using one
 * must take it off the list, and a new component only stories use must be put on it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** Component folders (`molecules/post-card`) reached by following imports from app code. */
function reachedComponents(): Set<string> {
  const seen = new Set<string>();
  const pending = ['src/app', 'src/screens', 'src/features'].flatMap((dir) => sourceFiles(join(root, dir)));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      pending.push(normalize(join(dirname(file), specifier!)));
    }
  }
  const reached = new Set<string>();
  for (const file of seen) {
    const match = /^src\/components\/(\w+\/[\w-]+)\//.exec(relative(root, file));
    if (match) reached.add(match[1]!);
  }
  return reached;
}

function allComponents(): string[] {
  const base = join(root, 'src/components');
  return readdirSync(base).flatMap((layer) =>
    readdirSync(join(base, layer))
      .filter((name) => statSync(join(base, layer, name)).isDirectory())
      .map((name) => `${layer}/${name}`),
  );
}

/** The first column of the table under "Components waiting for their screen". */
function documented(): string[] {
  const doc = readFileSync(join(root, 'docs/design-system.md'), 'utf8');
  const section = doc.split('### Components waiting for their screen')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([\w-]+\/[\w-]+)`/gm)].map((match) => match[1]!);
}

describe('components waiting for their screen (docs/design-system.md)', () => {
  it('lists exactly the component folders that no app code reaches', () => {
    const reached = reachedComponents();
    // Sanity: the walk does reach the organisms the screens use.
    expect(reached).toContain('organisms/infinite-scroll');
    expect(reached).toContain('organisms/top-bar');
    const waiting = allComponents()
      .filter((folder) => !reached.has(folder))
      .sort();
    expect(documented().sort()).toEqual(waiting);
  });
});
