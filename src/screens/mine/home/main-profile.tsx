import { useState } from 'react';
import { useUserInfo } from '../../../api/get-user-info.ts';
import { useLogOut } from '../../../api/log-out.ts';
import { useViewer } from '../../../api/use-viewer.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { AccountProfileCard } from '../../../components/molecules/account-profile-card/account-profile-card.tsx';
import { VisitorPanel } from '../../../components/molecules/visitor-panel/visitor-panel.tsx';
import { AUTH_STATUS, ROLE } from '../../../contract/enums.ts';
import { openAuthDialog } from '../../../state/auth-dialog.ts';
import { useOpenLegalDialog } from '../../../features/legal-text/use-open-legal-dialog.tsx';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { MemberCollections } from './member-collections.tsx';

/** Opens the login dialog on its main screen (email entry and the other ways to log in). */
const openLogin = () => openAuthDialog('main');
const openSignUp = () => openAuthDialog('signUp');

/** Opens the terms of service in a dialog (the same text as /{lang}/official/tos). */
export function useOpenTerms(): () => void {
  const openLegalDialog = useOpenLegalDialog();
  return () => openLegalDialog('tos');
}

/**
 * The main profile of spec §2: the visitor panel, or the signed-in user's own profile (a
 * creator's with the creator badge and counts; a regular user's with their collected and purchased
 * tabs).
 */
export function MainProfile({ shortcut = true }: { shortcut?: boolean }) {
  const { role } = useViewer();
  const openTerms = useOpenTerms();
  const userInfo = useUserInfo();
  const logOut = useLogOut();
  const to = useLocalePath();
  const [loggingOut, setLoggingOut] = useState(false);

  if (role === ROLE.visitor) {
    return <VisitorPanel onJoin={openSignUp} onLogin={openLogin} onTerms={openTerms} shortcut={shortcut} />;
  }
  return (
    <AsyncContent
      status={userInfo.status}
      data={userInfo.data}
      error={userInfo.error}
      onRetry={() => void userInfo.refetch()}
      retrying={userInfo.isRefetching}
      loading={
        <div
          aria-busy="true"
          className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 shadow-card"
        >
          <Skeleton shape="circle" className="h-22 w-22" />
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-5 w-28" />
        </div>
      }
    >
      {(user) => (
        <>
          <AccountProfileCard
            nickname={user.nickname}
            username={user.username}
            thumb={user.thumb}
            email={user.email}
            emailVerified={user.email_validation === 1}
            verifyEmailHref={to('/mine/account')}
            creator={user.auth_status === AUTH_STATUS.creator}
            postCount={user.post_num}
            subscriberCount={user.subscription_count}
            loggingOut={loggingOut}
            onLogout={() => {
              setLoggingOut(true);
              void logOut();
            }}
          />
          {/* A creator's home is their profile; a regular user's adds what they liked and bought. */}
          {user.auth_status === AUTH_STATUS.creator ? null : <MemberCollections />}
        </>
      )}
    </AsyncContent>
  );
}
