/**
 * The stories reset the app's stores before each story (.storybook/app-stores.ts). A store added
 * under src/state and not listed there would carry one story's state into the next: this test
 * finds every store made at the top of a module there and wants it listed (or reset otherwise).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stateDir = path.join(root, 'src/state');

/** Reset by other means: the session by the preview's beforeEach, the popup by dismissPopup(). */
const RESET_OTHERWISE = ['session', 'popup'];

/** Names of the stores `export const NAME = proxy...` in the given module texts. */
function storesIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    [...text.matchAll(/^export const (\w+) = proxy\b/gm)].map((match) => match[1]!),
  );
}

describe('the stories reset every app store', () => {
  const modules = readdirSync(stateDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(stateDir, file), 'utf8'));
  const resetter = readFileSync(path.join(root, '.storybook/app-stores.ts'), 'utf8');
  const listed = /APP_STORES[^=]*=\s*\[([^\]]*)\]/.exec(resetter)?.[1]?.match(/\w+/g) ?? [];

  it('lists every store of src/state in APP_STORES, but those reset otherwise', () => {
    const stores = storesIn(modules).filter((name) => !RESET_OTHERWISE.includes(name));
    expect(stores.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual(stores.sort());
  });

  it('finds a store in a module text', () => {
    expect(
      storesIn(['export const basket = proxy<{ n: number }>({ n: 0 });\nconst other = proxy({});']),
    ).toEqual(['basket']);
  });
});
