import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../api/use-viewer.ts';
import { BlockedAccountNotice } from '../../components/molecules/blocked-account-notice/blocked-account-notice.tsx';
import { CreatorBanner } from '../../components/organisms/creator-banner/creator-banner.tsx';
import type { CreatorPreview } from '../../contract/creator-preview.ts';
import type { Creator } from '../../contract/entities.ts';
import { useBlockUserActions } from '../../features/block-user/use-block-user-actions.ts';
import { useOpenChat } from '../../features/open-chat/use-open-chat.ts';
import type { ReportTarget } from '../../features/report-user/report-user-dialog.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { copyLink, shareUrlOf } from '../../state/copy-link.ts';
import { runGated } from '../../state/gated-action.ts';
import { showPopup } from '../../state/popup.ts';
import { useDesktopLayout } from '../../state/desktop-layout.ts';
import { openCreatorPlans, openTip } from '../../state/payment-flow.ts';
import { CreatorPosts } from './creator-posts.tsx';
import type { CreatorFilterChip } from './creator-filter.ts';
import { creatorMessages as m } from './creator-messages.ts';

// The report dialog (Headless UI's dialog, the report calls) loads when it is first opened.
const ReportUserDialog = lazy(() =>
  import('../../features/report-user/report-user-dialog.tsx').then((module) => ({
    default: module.ReportUserDialog,
  })),
);

// The side list of plans with their offers (desktop only) loads apart from the page.
const CreatorSidePlans = lazy(() =>
  import('./creator-side-plans.tsx').then((module) => ({ default: module.CreatorSidePlans })),
);

export interface CreatorPageProps {
  creator: Creator;
  /** The chip the post list starts on (a story's). @default 'all' */
  initialChip?: CreatorFilterChip;
  /**
   * The viewer's own page as a visitor or a subscriber sees it (mine/profile-prvw): shown as theirs
   * would be, with buttons that say they are a preview instead of acting.
   */
  preview?: CreatorPreview;
}

/**
 * A creator's page once their profile is in (spec §2): the banner, the posts (or, for a creator
 * the viewer blocked, that state with Unblock), and the plans beside them on a desktop. The owner
 * sees their own page without subscribe, report or block.
 */
export function CreatorPage({ creator, initialChip, preview }: CreatorPageProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const viewer = useViewer();
  const blocking = useBlockUserActions();
  const openChat = useOpenChat();
  const [report, setReport] = useState<ReportTarget | null>(null);
  const own =
    preview === undefined &&
    viewer.username !== null &&
    viewer.username.toLowerCase() === creator.username.toLowerCase();
  const previewOnly = () => showPopup(intl.formatMessage(m.previewOnly));
  /** In a preview every action only says so: it is the creator's own page. */
  const act = <A extends unknown[]>(action: (...args: A) => void) => (preview ? previewOnly : action);
  const blocked = creator.is_block === 1;
  const name = creator.nickname || creator.username;
  // The side list of plans is a desktop's only: a phone neither shows nor loads it.
  const sidePlans = useDesktopLayout() && !own && !blocked && creator.subscription_list.length > 0;
  const paying = {
    aff: creator.aff,
    uuid: creator.uuid,
    username: creator.username,
    nickname: name,
    thumb: creator.thumb,
  };

  return (
    <div className="mx-auto w-full max-w-[1040px] pb-8 desktop:px-6 desktop:pt-8">
      <div className="desktop:grid desktop:grid-cols-[minmax(0,1fr)_300px] desktop:items-start desktop:gap-8">
        <div className="min-w-0 space-y-6">
          <CreatorBanner
            creator={creator}
            own={own}
            signedIn={preview ? preview === 'subscriber' : viewer.signedIn}
            blocked={blocked}
            onCopyLink={() => void copyLink(intl, shareUrlOf(creator.share_url, to(`/${creator.username}`)))}
            onReport={act(() => runGated(() => setReport({ uuid: creator.uuid, name })))}
            onBlock={act(() => blocking.block({ aff: creator.aff, name }))}
            onSubscribe={act(() => openCreatorPlans(paying))}
            onViewPlans={act(() => openCreatorPlans(paying))}
            onMessage={act(() => openChat(creator))}
            onTip={act(() => openTip(paying))}
          />
          <div className="px-4 desktop:px-0">
            {blocked ? (
              <BlockedAccountNotice
                name={name}
                busy={blocking.unblocking}
                onUnblock={() => blocking.unblock({ aff: creator.aff, name })}
              />
            ) : (
              <CreatorPosts creator={creator} initialChip={initialChip} preview={preview} />
            )}
          </div>
        </div>
        {sidePlans ? (
          <aside aria-labelledby="creator-plans-title" className="sticky top-8 hidden desktop:block">
            <Suspense fallback={null}>
              <CreatorSidePlans
                creator={creator}
                onOpenPlan={act((planId: number) => openCreatorPlans(paying, planId))}
              />
            </Suspense>
          </aside>
        ) : null}
      </div>
      {report ? (
        <Suspense fallback={null}>
          <ReportUserDialog target={report} open onClose={() => setReport(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
