import { useIntl } from 'react-intl';
import { useLogOut } from '../../../api/log-out.ts';
import { useViewer } from '../../../api/use-viewer.ts';
import { LanguageList } from '../../../components/molecules/language-list/language-list.tsx';
import type { SettingsGroup } from '../../../components/organisms/settings-list/settings-list.tsx';
import { useSettingsMenu } from '../../../components/organisms/settings-list/use-settings-menu.ts';
import { APP_VERSION } from '../../../contract/enums.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/native-names.ts';
import { useSwitchLocale } from '../../../i18n/use-switch-locale.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { mineMessages as m, OFFICIAL_EMAIL } from './mine-messages.ts';

/** The settings menu of mine home for the current role, wired to the app. */
export function useMineMenu(): SettingsGroup[] {
  const intl = useIntl();
  const { role } = useViewer();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const logOut = useLogOut();
  return useSettingsMenu({
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
  });
}
