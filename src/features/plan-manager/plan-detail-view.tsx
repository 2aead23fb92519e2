import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMyPlans } from '../../api/list-my-plans.ts';
import { usePlanPosts, type PlanPostsKind } from '../../api/get-plan-posts.ts';
import { useImageSource } from '../../api/use-image-source.ts';
import { MediaImage } from '../../components/atoms/media-image/media-image.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { FilterChips } from '../../components/molecules/filter-chips/filter-chips.tsx';
import { TabBar } from '../../components/molecules/tab-bar/tab-bar.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { InfiniteScroll } from '../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import type { Post } from '../../contract/entities.ts';
import { CONTAIN } from '../../contract/enums.ts';
import { planManager } from '../../state/plan-manager.ts';
import { planManagerMessages as m } from './plan-manager-messages.ts';

type PostsTab = 'contained' | 'expired';
const UNLOCK_OF: Record<PostsTab, PlanPostsKind> = { contained: CONTAIN.contain, expired: CONTAIN.expired };

/**
 * The detail view (spec §2): choose a plan, then its contained posts (the ones a subscription
 * opens) or its expired ones (older than its unlock days), paged.
 */
export function PlanDetailView({ planId }: { planId: number }) {
  const intl = useIntl();
  const plans = useMyPlans();
  const [tab, setTab] = useState<PostsTab>('contained');
  const options = (plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.name }));
  return (
    <div className="flex flex-col gap-4">
      <FilterChips
        label={intl.formatMessage(m.choosePlan)}
        items={options}
        value={String(planId)}
        // Another plan replaces this detail in place: back still goes to the list.
        onChange={(next) => (planManager.planId = Number(next))}
        size="sm"
      />
      <TabBar
        idPrefix="plan-posts"
        label={intl.formatMessage(m.postsLabel)}
        value={tab}
        onChange={setTab}
        items={[
          { value: 'contained', label: intl.formatMessage(m.contained) },
          { value: 'expired', label: intl.formatMessage(m.expired) },
        ]}
        className="self-start"
      />
      <div id="plan-posts-panel" role="tabpanel" aria-labelledby={`plan-posts-tab-${tab}`}>
        <PlanPosts key={`${planId}-${tab}`} planId={planId} unlock={UNLOCK_OF[tab]} />
      </div>
    </div>
  );
}

function PlanPosts({ planId, unlock }: { planId: number; unlock: PlanPostsKind }) {
  const intl = useIntl();
  const query = usePlanPosts(planId, unlock);
  return (
    <AsyncContent
      status={query.status}
      data={query.data}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
      isEmpty={(data) => data.pages[0]?.list.length === 0}
      empty={{ title: intl.formatMessage(m.noPosts) }}
      loading={
        <div aria-busy="true" className="flex flex-col gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      }
    >
      {(data) => (
        <InfiniteScroll onLoadMore={() => void query.fetchNextPage()} status={infiniteScrollStatus(query)}>
          <ul className="flex flex-col gap-2">
            {data.pages.flatMap((page) =>
              page.list.map((post) => (
                <li key={post.id} className="flex items-center gap-3 rounded-control bg-surface-sunken p-2">
                  <PlanPostPicture media={post.url[0]} />
                  <span className="min-w-0 flex-1 truncate text-sm text-ink">
                    {post.title || intl.formatMessage(m.untitled)}
                  </span>
                </li>
              )),
            )}
          </ul>
        </InfiniteScroll>
      )}
    </AsyncContent>
  );
}

/** A post's first picture in the plan's list: an encrypted original (spec §7) shown decrypted. */
function PlanPostPicture({ media }: { media: Post['url'][number] | undefined }) {
  const picture = useImageSource(media?.url);
  return (
    <MediaImage
      {...picture}
      placeholderSrc={media?.url_blur}
      alt=""
      aspectRatio={1}
      className="w-12 shrink-0 rounded-control"
    />
  );
}
