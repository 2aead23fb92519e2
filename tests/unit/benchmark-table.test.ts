import { describe, expect, it } from 'vitest';
import { appendTableRows } from '../../scripts/lib/benchmark-table.ts';

const TABLE = { heading: 'Lighthouse', intro: 'Median of 3.', columns: ['page', 'score'] };

describe('recording benchmark rows in docs/benchmarks.md', () => {
  it('starts a section with the header when the table is not there yet', () => {
    const doc = appendTableRows('# Benchmarks\n\nText.\n', 'lighthouse', TABLE, [['`/en`', '39']]);
    expect(doc).toBe(
      [
        '# Benchmarks',
        '',
        'Text.',
        '',
        '## Lighthouse',
        '',
        'Median of 3.',
        '',
        '<!-- lighthouse:start -->',
        '| page | score |',
        '| --- | --- |',
        '| `/en` | 39 |',
        '<!-- lighthouse:end -->',
        '',
      ].join('\n'),
    );
  });

  it('adds rows under the earlier ones and keeps what follows the table', () => {
    const first = appendTableRows('# B\n', 'lighthouse', TABLE, [['`/en`', '39']]);
    const later = `${first}\n## Next section\n`;
    const doc = appendTableRows(later, 'lighthouse', TABLE, [
      ['`/en`', '92'],
      ['a|b', '1'],
    ]);
    expect(doc).toContain('| `/en` | 39 |\n| `/en` | 92 |\n| a\\|b | 1 |\n<!-- lighthouse:end -->');
    expect(doc.match(/## Lighthouse/g)).toHaveLength(1);
    expect(doc.endsWith('## Next section\n')).toBe(true);
  });
});
