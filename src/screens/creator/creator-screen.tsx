import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ApiError } from '../../api/errors.ts';
import { useCreatorProfile } from '../../api/get-creator-profile.ts';
import { buttonClasses } from '../../components/atoms/button/button.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import type { CreatorPreview } from '../../contract/creator-preview.ts';
import type { CreatorFilterChip } from './creator-filter.ts';
import { creatorMessages as m } from './creator-messages.ts';
import { CreatorPage } from './creator-page.tsx';
import { useTrackingLinkVisit } from './use-tracking-link-visit.ts';

export interface CreatorScreenProps {
  /** The account name of the address, `/{lang}/{username}`. */
  username: string;
  /** The chip the post list starts on (a story's). @default 'all' */
  initialChip?: CreatorFilterChip;
  /** The viewer's own page as a visitor or a subscriber sees it (mine/profile-prvw). */
  preview?: CreatorPreview;
}

/**
 * An account that does not exist: what the 404 screen says, in its words. (Importing that screen,
 * which lives in the app's screens chunk, would split it into a file of its own on home's first visit.)
 */
function CreatorNotFound() {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(m.notFoundTitle)}</h1>
      <p className="text-ink-muted">{intl.formatMessage(m.notFoundBody)}</p>
      <Link to={to('/home')} className={`${buttonClasses({ size: 'lg' })} mt-4`}>
        {intl.formatMessage(m.backHome)}
      </Link>
    </div>
  );
}

/** The banner's shape while the profile loads. */
function CreatorSkeleton() {
  return (
    <div className="mx-auto w-full max-w-[1040px] desktop:px-6 desktop:pt-8" aria-busy="true">
      <Spinner announce className="sr-only" />
      <Skeleton className="aspect-[3/1] min-h-28 w-full rounded-none desktop:rounded-card" />
      <div className="space-y-3 px-4 pt-4 desktop:px-0">
        <Skeleton shape="circle" className="-mt-16 h-24 w-24 ring-4 ring-surface" />
        <Skeleton shape="text" className="w-48" />
        <Skeleton shape="text" className="w-32" />
      </div>
    </div>
  );
}

/**
 * The creator page, `/{lang}/{username}` (spec §2): the profile by the address's account name,
 * then the page. An account that does not exist (or that the server will not show this viewer)
 * gets the 404 screen; a failure to reach the server, its message and Reload. Opened through a
 * tracking link (`?t=`), it counts the visit once (use-tracking-link-visit.ts).
 */
export function CreatorScreen({ username, initialChip, preview }: CreatorScreenProps) {
  const profile = useCreatorProfile(username, preview);
  useTrackingLinkVisit(!preview);
  if (profile.error instanceof ApiError && !profile.data) return <CreatorNotFound />;
  return (
    <AsyncContent
      status={profile.status}
      data={profile.data}
      error={profile.error}
      onRetry={() => void profile.refetch()}
      retrying={profile.isRefetching}
      loading={<CreatorSkeleton />}
      className="min-h-[60dvh]"
    >
      {(creator) => (
        <CreatorPage key={creator.uuid} creator={creator} initialChip={initialChip} preview={preview} />
      )}
    </AsyncContent>
  );
}
