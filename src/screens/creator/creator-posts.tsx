import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreatorPostTotal } from '../../api/get-creator-post-total.ts';
import { useCreatorPosts } from '../../api/get-creator-posts.ts';
import { useTogglePostLike } from '../../api/toggle-post-like.ts';
import { FilterChips } from '../../components/molecules/filter-chips/filter-chips.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { InfiniteScroll } from '../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import type { CreatorPreview } from '../../contract/creator-preview.ts';
import type { Creator, Post } from '../../contract/entities.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { showPopup } from '../../state/popup.ts';
import { PostCardSkeleton } from '../home/post-card-skeleton.tsx';
import { postsFilterOf, type CreatorFilterChip } from './creator-filter.ts';
import { creatorMessages as m } from './creator-messages.ts';
import { CreatorPostCard } from './creator-post-card.tsx';

// Subscribe and Buy open the paying dialogs; their openers load on the first such click.
const paymentActions = () => import('../../features/payment/post-payment-actions.ts');

export interface CreatorPostsProps {
  creator: Creator;
  /** The first chip shown (a story's). @default 'all' */
  initialChip?: CreatorFilterChip;
  /** The creator's own posts as a visitor or a subscriber sees them; like, subscribe and buy only say so. */
  preview?: CreatorPreview;
}

/**
 * A creator's posts (spec §2): the filter chips (All, each plan, Video, Image) with the number of
 * posts the chosen one finds, then the posts newest first, paged by key through the infinite scroll.
 */
export function CreatorPosts({ creator, initialChip = 'all', preview }: CreatorPostsProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const [chip, setChip] = useState<CreatorFilterChip>(initialChip);
  const filter = postsFilterOf(creator.uuid, chip, preview);
  const posts = useCreatorPosts(filter);
  const total = useCreatorPostTotal(filter);
  const toggleLike = useTogglePostLike();
  const name = creator.nickname || creator.username;
  const previewOnly = () => showPopup(intl.formatMessage(m.previewOnly));
  const chips = [
    { value: 'all' as const, label: intl.formatMessage(m.all) },
    ...creator.subscription_list.map((plan) => ({ value: `plan-${plan.id}` as const, label: plan.name })),
    { value: 'video' as const, label: intl.formatMessage(m.video) },
    { value: 'image' as const, label: intl.formatMessage(m.image) },
  ];

  return (
    <section aria-label={intl.formatMessage(m.postsLabel, { name })} className="space-y-4">
      <div className="flex flex-col gap-2 desktop:flex-row desktop:items-start desktop:justify-between">
        <FilterChips
          items={chips}
          value={chip}
          onChange={setChip}
          label={intl.formatMessage(m.filterLabel)}
          size="sm"
          className="-mx-1 min-w-0"
        />
        <p className="shrink-0 px-1 pt-1.5 text-sm text-ink-muted" aria-live="polite">
          {total.data !== undefined ? intl.formatMessage(m.total, { count: total.data }) : null}
        </p>
      </div>
      <AsyncContent
        status={posts.status}
        data={posts.data?.pages.flatMap((page) => page.list)}
        error={posts.error}
        onRetry={() => void posts.refetch()}
        retrying={posts.isRefetching}
        loading={
          <div className="space-y-5" aria-busy="true">
            <PostCardSkeleton />
          </div>
        }
        isEmpty={(list) => list.length === 0}
        empty={{
          title: intl.formatMessage(m.empty),
          description: intl.formatMessage(chip === 'all' ? m.emptyBody : m.emptyFiltered),
        }}
      >
        {(list: Post[]) => (
          <InfiniteScroll
            onLoadMore={() => void posts.fetchNextPage()}
            status={infiniteScrollStatus(posts)}
            errorMessage={intl.formatMessage(m.loadMoreFailed)}
          >
            <ul className="space-y-5">
              {list.map((post) => (
                <li key={post.id}>
                  <CreatorPostCard
                    post={post}
                    postHref={to(`/${post.user.username}/${post.id}`)}
                    authorHref={to(`/${post.user.username}`)}
                    onLike={preview ? previewOnly : toggleLike}
                    onSubscribe={
                      preview
                        ? previewOnly
                        : (p) => void paymentActions().then((actions) => actions.subscribeToPost(p))
                    }
                    onBuy={
                      preview
                        ? previewOnly
                        : (p) => void paymentActions().then((actions) => actions.buyPostOf(p))
                    }
                  />
                </li>
              ))}
            </ul>
          </InfiniteScroll>
        )}
      </AsyncContent>
    </section>
  );
}
