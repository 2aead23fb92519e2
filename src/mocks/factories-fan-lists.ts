/** Typed factories of a creator's fan lists (entities-fan-lists.ts). */
import type { FanList, FanListMember } from '../contract/entities-fan-lists.ts';
import { MOCK_MASS_NOW_TS } from './factories-mass-messages.ts';
import { mockAvatar } from './images.ts';

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

const FAN_NAMES = ['Sam Rivera', 'Lucía Ortega', 'Kenji Mori', 'Amara Okafor', 'Noah Becker', 'Priya Shah'];

/** The fan `index` (from 0) of a list, added a day before the one after them; every third has no picture. */
export function makeFanListMember(index: number, overrides: Partial<FanListMember> = {}): FanListMember {
  const nickname = `${FAN_NAMES[index % FAN_NAMES.length]!}${index >= FAN_NAMES.length ? ` ${index + 1}` : ''}`;
  return {
    uuid: `00000000-0000-4000-8000-${String(7000 + index).padStart(12, '0')}`,
    nickname,
    username: `fan${index + 1}`,
    thumb: index % 3 === 2 ? '' : mockAvatar(nickname, index + 30),
    added_ts: MOCK_MASS_NOW_TS - (index + 1) * 86_400,
    ...overrides,
  };
}
