import { describe, expect, it } from 'vitest';
import { postListTab } from './publish-draft.ts';

const NOW = 1_800_000_000;

describe('publish draft (spec §5)', () => {
  it('lists the post under its tab', () => {
    expect(postListTab('subscription', undefined, NOW)).toBe('subscribe');
    expect(postListTab('buy', undefined, NOW)).toBe('sale');
    expect(postListTab('private', undefined, NOW)).toBe('private');
    expect(postListTab('free', undefined, NOW)).toBe('free');
    expect(postListTab('buy', NOW + 60, NOW)).toBe('scheduled');
  });
});
