import { ROLE, type Role } from '../../../contract/enums.ts';

/** Rows of the account settings menu (spec §2 "settings menu"). */
export type SettingsItem =
  | 'becomeCreator'
  | 'account'
  | 'password'
  | 'blocked'
  | 'language'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'dmca'
  | 'version'
  | 'feedback'
  | 'officialEmail'
  | 'deleteAccount'
  | 'logout';

/**
 * The menu a role sees, in groups. Spec §6: a visitor sees only become-creator and the official
 * email; a member sees settings, logout and become-creator; a creator does not see become-creator.
 */
export function settingsMenuFor(role: Role): SettingsItem[][] {
  if (role === ROLE.visitor) return [['becomeCreator', 'officialEmail']];
  const groups: SettingsItem[][] = [
    role === ROLE.creator ? [] : ['becomeCreator'],
    ['account', 'password', 'blocked'],
    ['language'],
    ['terms', 'privacy', 'cookies', 'dmca', 'version'],
    ['feedback', 'officialEmail'],
    ['deleteAccount', 'logout'],
  ];
  return groups.filter((group) => group.length > 0);
}
