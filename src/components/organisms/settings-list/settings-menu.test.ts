import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../contract/enums.ts';
import { settingsMenuFor, type SettingsItem } from './settings-menu.logic.ts';

const ABOUT: SettingsItem[] = ['language', 'terms', 'privacy', 'cookies', 'dmca', 'version', 'feedback'];
const MEMBER_ROWS: SettingsItem[] = [
  'purchases',
  'collection',
  'creditCards',
  'notifications',
  'account',
  'password',
  'blocked',
  'myReports',
  'deleteAccount',
  'logout',
];
const CREATOR_ROWS: SettingsItem[] = ['profile', 'posts', 'earnings'];

describe('settings menu by role (spec §2 menus, §6 roles)', () => {
  it('gives a visitor become-creator and the official email as account rows, besides language and about', () => {
    const items = settingsMenuFor(ROLE.visitor).flat();
    expect(items.filter((item) => !ABOUT.includes(item))).toEqual(['becomeCreator', 'officialEmail']);
    for (const item of ['language', 'terms', 'privacy', 'cookies', 'dmca', 'version'] as const) {
      expect(items).toContain(item);
    }
  });

  it('adds purchases, collection, cards, account settings, delete and logout for a member', () => {
    const items = settingsMenuFor(ROLE.member).flat();
    for (const item of [...MEMBER_ROWS, 'becomeCreator', 'officialEmail'] as const)
      expect(items).toContain(item);
    for (const item of CREATOR_ROWS) expect(items).not.toContain(item);
  });

  it('adds profile, posts and earnings for a creator and hides become-creator', () => {
    const items = settingsMenuFor(ROLE.creator).flat();
    for (const item of [...MEMBER_ROWS, ...CREATOR_ROWS]) expect(items).toContain(item);
    expect(items).not.toContain('becomeCreator');
  });

  it('shows a visitor none of the member rows', () => {
    const items = settingsMenuFor(ROLE.visitor).flat();
    for (const item of [...MEMBER_ROWS, ...CREATOR_ROWS]) expect(items).not.toContain(item);
  });

  it('keeps the destructive rows last and leaves no empty group', () => {
    expect(settingsMenuFor(ROLE.member).at(-1)).toEqual(['deleteAccount', 'logout']);
    for (const role of [ROLE.visitor, ROLE.member, ROLE.creator]) {
      expect(settingsMenuFor(role).every((group) => group.length > 0)).toBe(true);
    }
  });
});

describe('the settings menu by role, every page of it built', () => {
  it('offers a visitor become-creator (it asks for a login), the language, the about pages, the version, feedback and the official email', () => {
    expect(settingsMenuFor(ROLE.visitor).flat()).toEqual([
      'becomeCreator',
      'language',
      'terms',
      'privacy',
      'cookies',
      'dmca',
      'version',
      'feedback',
      'officialEmail',
    ]);
  });

  it('offers a member become-creator, and a member and a creator the built pages, purchases, collection, credit cards, account, password, blocked accounts, my reports, the about pages and delete account, and logout; a creator also their profile, posts and earnings', () => {
    const built: SettingsItem[] = [
      'purchases',
      'collection',
      'creditCards',
      'notifications',
      'account',
      'password',
      'blocked',
      'myReports',
      'language',
      'terms',
      'privacy',
      'cookies',
      'dmca',
      'version',
      'feedback',
      'officialEmail',
      'deleteAccount',
      'logout',
    ];
    expect(settingsMenuFor(ROLE.member).flat()).toEqual(['becomeCreator', ...built]);
    expect(settingsMenuFor(ROLE.creator).flat()).toEqual([
      'profile',
      'profilePreview',
      'posts',
      'earnings',
      ...built,
    ]);
  });
});
