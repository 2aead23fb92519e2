import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithCatalogue, extractMessages } from '../../scripts/locale-check/extract-messages.ts';

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
  more: defineMessage<{ count: number }>({ id: 'post.more', defaultMessage: '{count, plural, one {+#} other {+#}}' }),
});
`;

describe('message extraction', () => {
  it('finds messages in defineMessages and typed defineMessage calls, skipping stories', () => {
    const dir = sourceTree({
      'components/a.tsx': component,
      'components/a.stories.tsx': `const x = { id: 'story.only', defaultMessage: 'No' };`,
    });
    const ids = extractMessages(dir).map((m) => [m.id, m.defaultMessage]);
    expect(ids).toEqual([
      ['home.title', 'Home'],
      ['post.more', '{count, plural, one {+#} other {+#}}'],
    ]);
  });

  it('reports a message missing from en.json, text that drifted, and a key nothing defines', () => {
    const messages = extractMessages(sourceTree({ 'a.tsx': component }));
    const problems = compareWithCatalogue(
      messages,
      { 'home.title': 'Homepage', 'old.key': 'Gone' },
      'en.json',
    );
    expect(problems.map((p) => p.message)).toEqual([
      'message "home.title" differs from en.json (run npm run extract:messages)',
      'message "post.more" is missing from en.json',
      'key "old.key" is not defined anywhere in src/',
    ]);
  });

  it('reports one id defined twice with different text', () => {
    const messages = extractMessages(
      sourceTree({
        'a.tsx': `const a = { id: 'same.id', defaultMessage: 'One' };`,
        'b.tsx': `const b = { id: 'same.id', defaultMessage: 'Two' };`,
      }),
    );
    const problems = compareWithCatalogue(messages, { 'same.id': 'Two' }, 'en.json');
    expect(problems.map((p) => p.message)).toContainEqual(expect.stringContaining('also defined in'));
  });
});
