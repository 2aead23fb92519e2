/**
 * Extraction with `formatjs extract` (scripts/locale-check/formatjs.ts), as `npm run
 * extract:messages` and `npm run check:locales` run it, and the comparison of the code's
 * messages with en.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Each check runs the FormatJS CLI, about a second a run on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
import { compareWithCatalogue } from '../../scripts/locale-check/compare-with-source.ts';
import { extractMessages } from '../../scripts/locale-check/formatjs.ts';

function sourceTree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'messages-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const component = `
import { defineMessage, defineMessages } from 'react-intl';
const messages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Home' },
});
const more = defineMessage<{ count: number }>({ id: 'post.more', defaultMessage: '{count, plural, one {+#} other {+#}}' });
`;

describe('message extraction', () => {
  it('finds messages in defineMessages and typed defineMessage calls, skipping stories and tests', () => {
    const dir = sourceTree({
      'components/a.tsx': component,
      'components/a.stories.tsx': `import { defineMessages } from 'react-intl';\ndefineMessages({ x: { id: 'story.only', defaultMessage: 'No' } });`,
      'components/a.test.ts': `import { defineMessages } from 'react-intl';\ndefineMessages({ x: { id: 'test.only', defaultMessage: 'No' } });`,
    });
    expect(extractMessages(dir)).toEqual({
      'home.title': 'Home',
      'post.more': '{count, plural, one {+#} other {+#}}',
    });
  });

  it('refuses one id defined twice with different text', () => {
    const dir = sourceTree({
      'a.tsx': `import { defineMessages } from 'react-intl';\ndefineMessages({ a: { id: 'same.id', defaultMessage: 'One' } });`,
      'b.tsx': `import { defineMessages } from 'react-intl';\ndefineMessages({ b: { id: 'same.id', defaultMessage: 'Two' } });`,
    });
    expect(() => extractMessages(dir)).toThrow(/Duplicate message id: "same.id"/);
  });
});

describe('en.json against the code', () => {
  it('reports a message missing from en.json, text that drifted, and a key nothing defines', () => {
    const problems = compareWithCatalogue(
      extractMessages(sourceTree({ 'a.tsx': component })),
      { 'home.title': 'Homepage', 'old.key': 'Gone' },
      'en.json',
    );
    expect(problems.map((p) => p.message)).toEqual([
      'message "home.title" differs from the code (run npm run extract:messages)',
      'message "post.more" is missing',
      'key "old.key" is not defined anywhere in src/',
    ]);
  });
});
