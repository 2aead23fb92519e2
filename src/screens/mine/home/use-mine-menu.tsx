import { useIntl } from 'react-intl';
import { useAppConfig } from '../../../api/app-config.ts';
import { useLogOut } from '../../../api/log-out.ts';
import { compassIcon, megaphoneIcon, shieldIcon, walletIcon } from '../../../components/atoms/icon/icons.ts';
import { useUserInfo } from '../../../api/get-user-info.ts';
import { useViewer } from '../../../api/use-viewer.ts';
import { LanguageList } from '../../../components/molecules/language-list/language-list.tsx';
import type { SettingsGroup } from '../../../components/organisms/settings-list/settings-list.tsx';
import { useSettingsMenu } from '../../../components/organisms/settings-list/use-settings-menu.ts';
import { APP_VERSION, AUTH_STATUS, ROLE } from '../../../contract/enums.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/native-names.ts';
import { useSwitchLocale } from '../../../i18n/use-switch-locale.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { useOpenInterestsPicker } from '../../../features/interests-picker/open-interests-picker.tsx';
import { useOpenFeedback } from '../../../features/feedback/open-feedback.tsx';
import { twoFactorMessages } from '../../../features/two-factor/two-factor-messages.ts';
import { openPlanManager } from '../../../state/plan-manager.ts';
import { mineMessages as m } from './mine-messages.ts';

/** The settings menu of mine home for the current role, wired to the app. */
export function useMineMenu(): SettingsGroup[] {
  const intl = useIntl();
  const { role } = useViewer();
  const userInfo = useUserInfo();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const logOut = useLogOut();
  // The deployment's contact (app/config); the row waits for it rather than naming another.
  const contact = useAppConfig().data?.operator.email ?? '';
  const openFeedback = useOpenFeedback();
  const to = useLocalePath();
  const menu = useSettingsMenu({
    role,
    languageName: NATIVE_LANGUAGE_NAMES[locale],
    version: APP_VERSION,
    email: contact,
    onLanguage: () =>
      openDialog({
        kind: 'custom',
        size: 'sm',
        title: intl.formatMessage(m.language),
        render: (close) => (
          <LanguageList
            value={locale}
            onChange={(next) => {
              close();
              if (next !== locale) switchLocale(next);
            }}
          />
        ),
      }),
    onFeedback: openFeedback,
    onLogout: () => void logOut(),
    creatorApplicationPending: userInfo.data?.auth_status === AUTH_STATUS.pending,
  });
  const openInterests = useOpenInterestsPicker();
  // Spec §2 "preferences": the interested-topics picker, for anyone signed in, beside the account rows.
  // Login security (issue 26: two-factor authentication) sits with them too, after the password.
  const withInterests =
    role === ROLE.visitor
      ? menu
      : addAfter(
          besidePassword(menu, {
            id: 'security',
            icon: shieldIcon,
            label: intl.formatMessage(twoFactorMessages.loginSecurity),
            href: to('/mine/security'),
          }),
          ['password', 'account'],
          {
            id: 'interests',
            icon: compassIcon,
            label: intl.formatMessage(m.interests),
            onSelect: openInterests,
          },
        );
  if (role !== ROLE.creator) return withInterests;
  // A creator manages plans from here (spec §6): the dialog is never reached only from publishing.
  const plans = {
    id: 'plans',
    icon: walletIcon,
    label: intl.formatMessage(m.managePlans),
    onSelect: () => openPlanManager(),
  };
  // ...and writes to many fans at once (issue 25), beside the plans.
  const massMessages = {
    id: 'massMessages',
    icon: megaphoneIcon,
    label: intl.formatMessage(m.massMessages),
    href: to('/mine/mass-messages'),
  };
  const creatorGroup = withInterests.findIndex((group) =>
    group.rows.some((row) => row.id === 'posts' || row.id === 'profile'),
  );
  if (creatorGroup < 0) return [{ id: 'plans', rows: [plans, massMessages] }, ...withInterests];
  return withInterests.map((group, index) =>
    index === creatorGroup ? { ...group, rows: [...group.rows, plans, massMessages] } : group,
  );
}

/** `menu` with `row` added to the group holding the first of `after` rows found (as its last row), else as a group of its own. */
function addAfter(
  menu: SettingsGroup[],
  after: readonly string[],
  row: SettingsGroup['rows'][number],
): SettingsGroup[] {
  const index = menu.findIndex((group) => group.rows.some((existing) => after.includes(existing.id)));
  if (index < 0) return [...menu, { id: row.id, rows: [row] }];
  return menu.map((group, at) => (at === index ? { ...group, rows: [...group.rows, row] } : group));
}

/** `menu` with `row` right after the password row (login security belongs beside it), else after account. */
function besidePassword(menu: SettingsGroup[], row: SettingsGroup['rows'][number]): SettingsGroup[] {
  const index = menu.findIndex((group) => group.rows.some((existing) => existing.id === 'password'));
  if (index < 0) return addAfter(menu, ['account'], row);
  return menu.map((group, at) => {
    if (at !== index) return group;
    const password = group.rows.findIndex((existing) => existing.id === 'password');
    return { ...group, rows: [...group.rows.slice(0, password + 1), row, ...group.rows.slice(password + 1)] };
  });
}
