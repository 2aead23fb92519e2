import { useState } from 'react';
import { useUserInfo } from '../../../api/get-user-info.ts';
import { PreviewBanner } from '../../../components/molecules/preview-banner/preview-banner.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import type { CreatorPreview } from '../../../contract/creator-preview.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { CreatorScreen } from '../../creator/creator-screen.tsx';

/**
 * mine/profile-prvw (spec §2, creators): their own page as a visitor sees it, or as a subscriber
 * of their plans does, answered so by the server (src/contract/creator-preview.ts); the banner
 * switches between the two and leads back to the profile editor.
 */
export function ProfilePreviewScreen() {
  const to = useLocalePath();
  const userInfo = useUserInfo();
  const [as, setAs] = useState<CreatorPreview>('visitor');
  return (
    <>
      <PreviewBanner as={as} onChange={setAs} exitHref={to('/mine/profile-set')} />
      <AsyncContent
        status={userInfo.status}
        data={userInfo.data}
        error={userInfo.error}
        onRetry={() => void userInfo.refetch()}
        retrying={userInfo.isRefetching}
      >
        {(info) => <CreatorScreen key={as} username={info.username} preview={as} />}
      </AsyncContent>
    </>
  );
}
