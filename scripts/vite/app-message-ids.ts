/**
 * The message ids the app can show: those written in the source files the app reaches from its
 * entry (src/app/main.tsx), following relative static and dynamic imports. Components that only
 * stories use so far (docs/design-system.md, "Components waiting for their screen") are not
 * reached, so their messages stay out of the app's catalogues until a screen uses them; Storybook
 * keeps the whole catalogues. Message ids are literal strings everywhere (`npm run
 * extract:messages` refuses any other), so reading them from the source finds every one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g;
const MESSAGE_ID = /\bid:\s*['"]([^'"]+)['"]/g;

/** Every source file the app reaches from `entry`. */
export function reachedFiles(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [normalize(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      pending.push(normalize(join(dirname(file), specifier!)));
    }
  }
  return [...seen];
}

/** The ids written in the files the app reaches from `entry`. */
export function appMessageIds(entry: string): Set<string> {
  const ids = new Set<string>();
  for (const file of reachedFiles(entry)) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(MESSAGE_ID)) ids.add(id!);
  }
  return ids;
}
