import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../contract/enums.ts';
import { settingsMenuFor } from './settings-menu.logic.ts';

describe('settings menu by role (spec §2 menu, §6 roles)', () => {
  it('shows a visitor only become-creator and the official email', () => {
    expect(settingsMenuFor(ROLE.visitor).flat()).toEqual(['becomeCreator', 'officialEmail']);
  });

  it('shows a member every settings row, become-creator and logout', () => {
    const items = settingsMenuFor(ROLE.member).flat();
    for (const item of [
      'becomeCreator',
      'account',
      'password',
      'blocked',
      'deleteAccount',
      'language',
      'terms',
      'privacy',
      'cookies',
      'dmca',
      'version',
      'feedback',
      'logout',
      'officialEmail',
    ] as const) {
      expect(items).toContain(item);
    }
  });

  it('hides become-creator from a creator', () => {
    const items = settingsMenuFor(ROLE.creator).flat();
    expect(items).not.toContain('becomeCreator');
    expect(items).toContain('logout');
  });

  it('keeps the destructive rows last', () => {
    expect(settingsMenuFor(ROLE.member).at(-1)).toEqual(['deleteAccount', 'logout']);
  });
});
