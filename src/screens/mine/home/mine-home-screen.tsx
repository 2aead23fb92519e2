import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useUserInfo } from '../../../api/get-user-info.ts';
import { useViewer } from '../../../api/use-viewer.ts';
import { Avatar } from '../../../components/atoms/avatar/avatar.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { chevronEndIcon } from '../../../components/atoms/icon/icons.ts';
import { VisitorPanel } from '../../../components/molecules/visitor-panel/visitor-panel.tsx';
import { SettingsList } from '../../../components/organisms/settings-list/settings-list.tsx';
import { ROLE } from '../../../contract/enums.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { openAuthDialog } from '../../../state/auth-dialog.ts';
import { MainProfile, useOpenTerms } from './main-profile.tsx';
import { mineMessages as m } from './mine-messages.ts';
import { useMineMenu } from './use-mine-menu.tsx';

/** Below 958 px: who is signed in, as a row that opens the main profile (mine/main). */
function MobileAccountHeader() {
  const intl = useIntl();
  const to = useLocalePath();
  const { role, username } = useViewer();
  const openTerms = useOpenTerms();
  const userInfo = useUserInfo();
  if (role === ROLE.visitor) {
    // The desktop panel (hidden here by CSS) already answers Ctrl+Shift+L.
    return (
      <VisitorPanel
        variant="compact"
        shortcut={false}
        onJoin={() => openAuthDialog('signUp')}
        onLogin={() => openAuthDialog('main')}
        onTerms={openTerms}
      />
    );
  }
  const name = userInfo.data?.nickname || username || '';
  return (
    <Link
      to={to('/mine/main')}
      className="flex items-center gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line/60 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Avatar src={userInfo.data?.thumb} name={name} decorative size={56} />
      <span className="min-w-0 flex-1">
        <span className="sr-only">{intl.formatMessage(m.profileLink)}: </span>
        <span className="block truncate text-lg font-semibold text-ink">{name}</span>
        {/* An LTR isolate inside a block that keeps the page's start alignment (right in RTL). */}
        <span className="block truncate text-sm text-ink-muted">
          <bdi dir="ltr">@{username}</bdi>
        </span>
      </span>
      <Icon icon={chevronEndIcon} size={20} className="text-ink-subtle" />
    </Link>
  );
}

/**
 * Mine home (spec §2): from 958 px the main profile (visitor panel, or the user's own
 * profile) beside the settings menu; below it, a header row and the settings menu.
 */
export function MineHomeScreen() {
  const intl = useIntl();
  const menu = useMineMenu();
  return (
    <div className="mx-auto w-full max-w-[1040px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <h1 className="mb-4 text-2xl font-bold text-ink desktop:mb-6">{intl.formatMessage(m.title)}</h1>
      <div className="flex flex-col gap-6 desktop:grid desktop:grid-cols-[minmax(0,1fr)_340px] desktop:items-start desktop:gap-8">
        <div className="hidden desktop:block">
          <MainProfile />
        </div>
        <div className="desktop:hidden">
          <MobileAccountHeader />
        </div>
        <nav aria-label={intl.formatMessage(m.settings)}>
          <SettingsList groups={menu} />
        </nav>
      </div>
    </div>
  );
}
