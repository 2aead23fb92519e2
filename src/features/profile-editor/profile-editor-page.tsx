import type { ReactNode } from 'react';
import { useAppConfig } from '../../api/app-config.ts';
import { useUserInfo } from '../../api/get-user-info.ts';
import { BackButton } from '../../components/molecules/back-button/back-button.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { TopBar } from '../../components/organisms/top-bar/top-bar.tsx';
import { ProfileEditor, type ProfileEditorProps } from './profile-editor.tsx';

/** The host of the product's public address, which a social link may name. */
const hostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).host;
  } catch {
    return '';
  }
};

/**
 * A mine page that edits the member's profile: the top bar, then the editor once their record
 * and the app's address are loaded (with retry on failure).
 */
export function ProfileEditorPage({
  title,
  variant,
  children,
}: {
  title: string;
  variant: ProfileEditorProps['variant'];
  /** Sections of the page after the editor (the account page's data export). */
  children?: ReactNode;
}) {
  const userInfo = useUserInfo();
  const config = useAppConfig();
  const status =
    userInfo.status === 'error' || config.status === 'error'
      ? 'error'
      : userInfo.status === 'success' && config.status === 'success'
        ? 'success'
        : 'pending';
  const data =
    userInfo.data && config.data
      ? { info: userInfo.data, ownHost: hostOf(config.data.public_url) }
      : undefined;
  return (
    <div className="mx-auto w-full max-w-[560px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-6" back={<BackButton />} title={title} />
      <AsyncContent
        status={status}
        data={data}
        error={userInfo.error ?? config.error}
        onRetry={() => void Promise.all([userInfo.refetch(), config.refetch()])}
        retrying={userInfo.isRefetching || config.isRefetching}
      >
        {({ info, ownHost }) => <ProfileEditor info={info} ownHost={ownHost} variant={variant} />}
      </AsyncContent>
      {children}
    </div>
  );
}
