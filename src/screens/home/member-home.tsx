/**
 * A signed-in member's parts of home (spec §2), a chunk of their own so a visitor's first visit,
 * which the server renders, never carries them: what home must know about the member (do they
 * subscribe to anyone, have they picked topics), their two feeds, and the creators a subscriber is
 * offered. Home (home-screen.tsx) keeps its own layout and feed and adds these where they belong,
 * so a login in place changes home's parts without rebuilding the page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { newCreatorsQueryOptions } from '../../api/get-new-creators.ts';
import { postListQueryOptions } from '../../api/get-post-list.ts';
import { useHasSubscriptions } from '../../api/get-subscribed-creators.ts';
import { useInterestedPosts } from '../../api/get-interested-posts.ts';
import { useInterests } from '../../api/get-interests.ts';
import { useSubscriptionPosts } from '../../api/get-subscription-posts.ts';
import { FEED_FILTER, feedTabOf } from '../../contract/feed-tab.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { interestsPrompt } from '../../state/interests-prompt.ts';
import { memberHomeMessages as m } from './member-home-messages.ts';
import { PostFeed } from './post-feed.tsx';

export { CreatorPicks } from './creator-picks.tsx';
export { InterestsPrompt } from './interests-prompt.tsx';

/** What home adds for a signed-in member. */
export interface MemberHomeState {
  /** They subscribe to someone (`article/listSubscribe` not empty): home opens on their feed. */
  subscriber: boolean;
  /** They picked topics: home has a For you tab. */
  picked: boolean;
  /** They have not picked, and did not put the offer off on this device. */
  offerInterests: boolean;
  /** The member tabs' names, in the catalogue's second part. */
  labels: { subscribed: string; foryou: string };
}

/**
 * Tells home what it needs to know about the member, once whom they subscribe to is known (a
 * failed answer counts as no one, so the member still gets a home), and again as it changes.
 * Meanwhile it starts the calls the app's start makes for anyone (prefetch-home.ts), for a home not
 * opened through the app's start.
 */
export function MemberHomeState({ onState }: { onState: (state: MemberHomeState) => void }) {
  const intl = useIntl();
  const subscriptions = useHasSubscriptions();
  const interests = useInterests();
  const { dismissed } = useSnapshot(interestsPrompt);
  const [params] = useSearchParams();
  const filter = FEED_FILTER[feedTabOf(params)];
  const locale = useLocale();
  const queryClient = useQueryClient();
  const pending = subscriptions.isPending;
  useEffect(() => {
    if (!pending) return;
    void queryClient.prefetchInfiniteQuery(postListQueryOptions({ filter_by: filter }));
    void queryClient.prefetchQuery(newCreatorsQueryOptions(1, locale));
  }, [pending, queryClient, filter, locale]);

  const subscriber = subscriptions.data === true;
  const picked = (interests.data?.length ?? 0) > 0;
  const offerInterests = interests.isSuccess && !picked && !dismissed;
  const subscribed = intl.formatMessage(m.subscribed);
  const foryou = intl.formatMessage(m.foryou);
  useEffect(() => {
    if (!pending) onState({ subscriber, picked, offerInterests, labels: { subscribed, foryou } });
  }, [pending, subscriber, picked, offerInterests, subscribed, foryou, onState]);
  return null;
}

/** The posts of the creators the viewer subscribes to, or of the categories they picked. */
export function MemberFeed({ tab }: { tab: 'subscribed' | 'foryou' }) {
  return tab === 'subscribed' ? <SubscribedFeed /> : <ForYouFeed />;
}

function SubscribedFeed() {
  const intl = useIntl();
  return (
    <PostFeed
      query={useSubscriptionPosts()}
      empty={{
        title: intl.formatMessage(m.subscribedEmpty),
        description: intl.formatMessage(m.subscribedEmptyBody),
      }}
    />
  );
}

function ForYouFeed() {
  const intl = useIntl();
  return (
    <PostFeed
      query={useInterestedPosts()}
      empty={{ title: intl.formatMessage(m.foryouEmpty), description: intl.formatMessage(m.foryouEmptyBody) }}
    />
  );
}
