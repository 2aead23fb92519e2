import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ROLE, type Role } from '../../../contract/enums.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { runGated } from '../../../state/gated-action.ts';
import type { SettingsGroup, SettingsRow } from './settings-list.tsx';
import { settingsMenuFor, SETTINGS_PAGES, type SettingsItem } from './settings-menu.logic.ts';
import {
  arrowUpIcon,
  alertIcon,
  bellIcon,
  banIcon,
  chatIcon,
  editIcon,
  eyeIcon,
  globeIcon,
  heartIcon,
  imageIcon,
  inboxIcon,
  infoIcon,
  lockIcon,
  logOutIcon,
  mailIcon,
  shieldIcon,
  sparklesIcon,
  trashIcon,
  userIcon,
  walletIcon,
} from '../../atoms/icon/icons.ts';
import { commonMessages } from '../../messages/common-messages.ts';
import { legalMessages } from '../../messages/legal-messages.ts';

const messages = defineMessages({
  becomeCreator: { id: 'settings.becomeCreator', defaultMessage: 'Become a creator' },
  creatorPending: { id: 'settings.creatorPending', defaultMessage: 'Application under review' },
  profile: { id: 'settings.profile', defaultMessage: 'Edit profile' },
  profilePreview: { id: 'settings.profilePreview', defaultMessage: 'Preview your page' },
  posts: { id: 'settings.posts', defaultMessage: 'My posts' },
  earnings: { id: 'settings.earnings', defaultMessage: 'Earnings' },
  purchases: { id: 'settings.purchases', defaultMessage: 'Purchases' },
  collection: { id: 'settings.collection', defaultMessage: 'Collection' },
  creditCards: { id: 'settings.creditCards', defaultMessage: 'Credit cards' },
  notifications: { id: 'settings.notifications', defaultMessage: 'Notifications' },
  account: { id: 'settings.account', defaultMessage: 'Account' },
  password: { id: 'settings.password', defaultMessage: 'Password' },
  blocked: { id: 'settings.blocked', defaultMessage: 'Blocked accounts' },
  myReports: { id: 'settings.myReports', defaultMessage: 'My reports' },
  language: { id: 'settings.language', defaultMessage: 'Language' },
  terms: legalMessages.terms,
  privacy: legalMessages.privacy,
  cookies: legalMessages.cookies,
  dmca: legalMessages.dmca,
  version: { id: 'settings.version', defaultMessage: 'Version' },
  feedback: { id: 'settings.feedback', defaultMessage: 'Send feedback' },
  officialEmail: { id: 'settings.officialEmail', defaultMessage: 'Contact us' },
  deleteAccount: { id: 'settings.deleteAccount', defaultMessage: 'Delete account' },
  logout: commonMessages.logout,
});

const ICONS = {
  becomeCreator: sparklesIcon,
  profile: editIcon,
  profilePreview: eyeIcon,
  posts: imageIcon,
  earnings: arrowUpIcon,
  purchases: inboxIcon,
  collection: heartIcon,
  creditCards: walletIcon,
  notifications: bellIcon,
  account: userIcon,
  password: lockIcon,
  blocked: banIcon,
  myReports: alertIcon,
  language: globeIcon,
  terms: shieldIcon,
  privacy: shieldIcon,
  cookies: shieldIcon,
  dmca: shieldIcon,
  version: infoIcon,
  feedback: chatIcon,
  officialEmail: mailIcon,
  deleteAccount: trashIcon,
  logout: logOutIcon,
} as const satisfies Record<SettingsItem, SettingsRow['icon']>;

export interface SettingsMenuOptions {
  role: Role;
  /** The current language, in its own script ("English", "العربية"). */
  languageName: string;
  /** The app version (home/config), e.g. "1.2.30". */
  version: string;
  /** The official contact address. */
  email: string;
  onLanguage: () => void;
  /** Opens the feedback dialog; without it the row is left out. */
  onFeedback?: () => void;
  onLogout: () => void;
  /**
   * The member's creator application waits for review (auth_status 1): the become-creator row
   * says so, and still opens mine/creator, which shows the pending screen. @default false
   */
  creatorApplicationPending?: boolean;
}

/** The spec §2 settings menu for a role, as groups for `SettingsList`. */
export function useSettingsMenu(options: SettingsMenuOptions): SettingsGroup[] {
  const intl = useIntl();
  const to = useLocalePath();
  const [, navigate] = useLocation();
  const row = (item: SettingsItem): SettingsRow => {
    const label =
      item === 'becomeCreator' && options.creatorApplicationPending
        ? messages.creatorPending
        : messages[item];
    const base = { id: item, icon: ICONS[item], label: intl.formatMessage(label) };
    const page = SETTINGS_PAGES[item];
    // A visitor may see become-creator, but applying needs an account: log in first, then go.
    if (item === 'becomeCreator' && options.role === ROLE.visitor && page) {
      return { ...base, onSelect: () => runGated(() => navigate(to(page))) };
    }
    if (item === 'deleteAccount' && page) return { ...base, href: to(page), tone: 'danger' };
    if (page) return { ...base, href: to(page) };
    switch (item) {
      case 'language':
        return { ...base, value: options.languageName, onSelect: options.onLanguage };
      case 'version':
        return { ...base, value: options.version };
      case 'feedback':
        return { ...base, onSelect: options.onFeedback };
      case 'officialEmail':
        return { ...base, value: options.email, href: `mailto:${options.email}` };
      case 'logout':
        return { ...base, onSelect: options.onLogout, tone: 'danger', directionalIcon: true };
      default:
        return base;
    }
  };
  return (
    settingsMenuFor(options.role)
      // Rows whose target is not there (yet): no feedback without its dialog, no contact before the address.
      .map((items) =>
        items.filter(
          (item) =>
            (item !== 'feedback' || options.onFeedback) && (item !== 'officialEmail' || options.email),
        ),
      )
      .filter((items) => items.length > 0)
      .map((items) => ({ id: items.join('-'), rows: items.map(row) }))
  );
}
