import { defineMessages, useIntl } from 'react-intl';
import type { Role } from '../../../contract/enums.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import type { SettingsGroup, SettingsRow } from './settings-list.tsx';
import { settingsMenuFor, type SettingsItem } from './settings-menu.logic.ts';

const messages = defineMessages({
  becomeCreator: { id: 'settings.becomeCreator', defaultMessage: 'Become a creator' },
  account: { id: 'settings.account', defaultMessage: 'Account' },
  password: { id: 'settings.password', defaultMessage: 'Password' },
  blocked: { id: 'settings.blocked', defaultMessage: 'Blocked accounts' },
  language: { id: 'settings.language', defaultMessage: 'Language' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of service' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy policy' },
  cookies: { id: 'footer.cookies', defaultMessage: 'Cookie policy' },
  dmca: { id: 'footer.dmca', defaultMessage: 'DMCA' },
  version: { id: 'settings.version', defaultMessage: 'Version' },
  feedback: { id: 'settings.feedback', defaultMessage: 'Send feedback' },
  officialEmail: { id: 'settings.officialEmail', defaultMessage: 'Contact us' },
  deleteAccount: { id: 'settings.deleteAccount', defaultMessage: 'Delete account' },
  logout: { id: 'settings.logout', defaultMessage: 'Log out' },
});

export interface SettingsMenuOptions {
  role: Role;
  /** The current language, in its own script ("English", "العربية"). */
  languageName: string;
  /** The app version (home/config), e.g. "1.2.30". */
  version: string;
  /** The official contact address. */
  email: string;
  onLanguage: () => void;
  onFeedback: () => void;
  onLogout: () => void;
}

/** The spec §2 settings menu for a role, as groups for `SettingsList`. */
export function useSettingsMenu(options: SettingsMenuOptions): SettingsGroup[] {
  const intl = useIntl();
  const to = useLocalePath();
  const row = (item: SettingsItem): SettingsRow => {
    const label = intl.formatMessage(messages[item]);
    switch (item) {
      case 'becomeCreator':
        return { id: item, icon: 'sparkles', label, href: to('/mine/creator') };
      case 'account':
        return { id: item, icon: 'user', label, href: to('/mine/account') };
      case 'password':
        return { id: item, icon: 'lock', label, href: to('/mine/password') };
      case 'blocked':
        return { id: item, icon: 'ban', label, href: to('/mine/block') };
      case 'language':
        return { id: item, icon: 'globe', label, value: options.languageName, onSelect: options.onLanguage };
      case 'terms':
        return { id: item, icon: 'shield', label, href: to('/mine/tos') };
      case 'privacy':
        return { id: item, icon: 'shield', label, href: to('/mine/pp') };
      case 'cookies':
        return { id: item, icon: 'shield', label, href: to('/mine/cp') };
      case 'dmca':
        return { id: item, icon: 'shield', label, href: to('/mine/dmca') };
      case 'version':
        return { id: item, icon: 'info', label, value: options.version };
      case 'feedback':
        return { id: item, icon: 'chat', label, onSelect: options.onFeedback };
      case 'officialEmail':
        return { id: item, icon: 'mail', label, value: options.email, href: `mailto:${options.email}` };
      case 'deleteAccount':
        return { id: item, icon: 'trash', label, href: to('/mine/delete'), tone: 'danger' };
      case 'logout':
        return {
          id: item,
          icon: 'logOut',
          label,
          onSelect: options.onLogout,
          tone: 'danger',
          directionalIcon: true,
        };
    }
  };
  return settingsMenuFor(options.role).map((items) => ({ id: items.join('-'), rows: items.map(row) }));
}
