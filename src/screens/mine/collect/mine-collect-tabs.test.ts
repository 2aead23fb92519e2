import { describe, expect, it } from 'vitest';
import { collectTabOf, unlockOf } from './mine-collect-tabs.ts';

describe('the collection tabs (spec §2 mine-collect: all, unlocked, locked)', () => {
  it('reads the tab from ?t=, all by default', () => {
    expect(collectTabOf('?t=locked')).toBe('locked');
    expect(collectTabOf('t=unlocked')).toBe('unlocked');
    expect(collectTabOf('')).toBe('all');
    expect(collectTabOf('?t=bought')).toBe('all');
  });

  it('asks unlock 1 for unlocked, 0 for locked and nothing for all', () => {
    expect(unlockOf('unlocked')).toBe(1);
    expect(unlockOf('locked')).toBe(0);
    expect(unlockOf('all')).toBeUndefined();
  });
});
