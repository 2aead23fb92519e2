import { useIntl } from 'react-intl';
import { useLogOut } from '../../../api/log-out.ts';
import { walletIcon } from '../../../components/atoms/icon/icons.ts';
import { useUserInfo } from '../../../api/get-user-info.ts';
import { useViewer } from '../../../api/use-viewer.ts';
import { LanguageList } from '../../../components/molecules/language-list/language-list.tsx';
import type { SettingsGroup } from '../../../components/organisms/settings-list/settings-list.tsx';
import { useSettingsMenu } from '../../../components/organisms/settings-list/use-settings-menu.ts';
import { APP_VERSION, AUTH_STATUS, ROLE } from '../../../contract/enums.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/native-names.ts';
import { useSwitchLocale } from '../../../i18n/use-switch-locale.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { openPlanManager } from '../../../state/plan-manager.ts';
import { mineMessages as m, OFFICIAL_EMAIL } from './mine-messages.ts';

/** The settings menu of mine home for the current role, wired to the app. */
export function useMineMenu(): SettingsGroup[] {
  const intl = useIntl();
  const { role } = useViewer();
  const userInfo = useUserInfo();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const logOut = useLogOut();
  const menu = useSettingsMenu({
    role,
    languageName: NATIVE_LANGUAGE_NAMES[locale],
    version: APP_VERSION,
    email: OFFICIAL_EMAIL,
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
    onLogout: () => void logOut(),
    creatorApplicationPending: userInfo.data?.auth_status === AUTH_STATUS.pending,
  });
  if (role !== ROLE.creator) return menu;
  // A creator manages plans from here (spec §6): the dialog is never reached only from publishing.
  const plans = {
    id: 'plans',
    icon: walletIcon,
    label: intl.formatMessage(m.managePlans),
    onSelect: () => openPlanManager(),
  };
  const creatorGroup = menu.findIndex((group) =>
    group.rows.some((row) => row.id === 'posts' || row.id === 'profile'),
  );
  if (creatorGroup < 0) return [{ id: 'plans', rows: [plans] }, ...menu];
  return menu.map((group, index) =>
    index === creatorGroup ? { ...group, rows: [...group.rows, plans] } : group,
  );
}
