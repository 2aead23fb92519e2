/** Typed factories of a creator's fan lists (entities-fan-lists.ts). */
import type { FanList } from '../contract/entities-fan-lists.ts';
import { MOCK_MASS_NOW_TS } from './factories-mass-messages.ts';

export function makeFanList(overrides: Partial<FanList> = {}): FanList {
  const id = overrides.id ?? 1;
  return {
    id,
    name: 'Close friends',
    count: 64,
    has_fan: 0,
    created_ts: MOCK_MASS_NOW_TS - id * 86_400,
    ...overrides,
  };
}

/** Three lists by name; the fan of a picker is on the second. */
export function makeFanLists(): FanList[] {
  return [
    makeFanList({ id: 1, name: 'Close friends', count: 64 }),
    makeFanList({ id: 2, name: 'Top tippers', count: 12, has_fan: 1 }),
    makeFanList({ id: 3, name: 'Win back', count: 0 }),
  ];
}
