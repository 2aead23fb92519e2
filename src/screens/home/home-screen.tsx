import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ON_SERVER } from '../../contract/first-html.ts';
import { FEED_FILTER } from '../../contract/feed-tab.ts';
import { withAllMessages } from '../../i18n/messages.ts';
import { session } from '../../state/session.ts';
import { homeMessages as m } from './home-messages.ts';
import type { HomeTab } from './home-tabs.ts';
import { HomeView } from './home-view.tsx';
import type { MemberHomeState as MemberState } from './member-home.tsx';
import { NewCreators } from './new-creators.tsx';
import { FeedLoading, PostListFeed } from './post-feed.tsx';
import { useHomeTab } from './use-home-tab.ts';

// A signed-in member's parts (member-home.tsx) are one chunk of their own, with their texts: a
// visitor's first visit, which the server renders, never carries them.
const memberEntry = withAllMessages(() => import('./member-home-entry.ts'));
const MemberHomeState = lazy(() => memberEntry().then((entry) => entry.loadMemberHomeState()));
const MemberFeed = lazy(() => memberEntry().then((entry) => entry.loadMemberFeed()));
const CreatorPicks = lazy(() => memberEntry().then((entry) => entry.loadCreatorPicks()));
const InterestsPrompt = lazy(() => memberEntry().then((entry) => entry.loadInterestsPrompt()));

const later = (part: ReactNode) => <Suspense fallback={null}>{part}</Suspense>;

/**
 * Home (spec §2). A visitor's (which the server also renders, docs/decisions.md "First HTML"): the
 * newest creators with Replace (a swiper on a phone, a side list on desktop) and the Popular / New
 * feed. A signed-in member's adds what member-home.tsx finds out: a subscriber opens on the
 * Subscribed tab and is offered recommended and related creators instead of the newest; a member
 * who picked topics has For you; one who has not is offered the picker. A member who opens home
 * sees the feed's shape until it is known which feed is theirs; one who logs in on home keeps the
 * tab they were reading.
 */
export function HomeScreen() {
  const intl = useIntl();
  const { token } = useSnapshot(session);
  const signedIn = token !== null && !ON_SERVER;
  const [signedInAtStart] = useState(signedIn);
  const [state, setState] = useState<MemberState | null>(null);
  const known = signedIn ? state : null;
  const subscriber = known?.subscriber === true;
  const offered: HomeTab[] = [
    ...(subscriber ? (['subscribed'] as const) : []),
    'popular',
    'new',
    ...(known?.picked ? (['foryou'] as const) : []),
  ];
  // A subscriber opens home on Subscribed; one who logs in here stays on the tab they were reading
  // (the post they liked or bought is there), with Subscribed one tap away.
  const [tab, selectTab] = useHomeTab(offered, subscriber && signedInAtStart ? 'subscribed' : 'popular');
  const [set, setSet] = useState(1);
  const waiting = signedIn && signedInAtStart && known === null;

  let feed: ReactNode;
  if (waiting) feed = <FeedLoading />;
  else if (tab === 'subscribed' || tab === 'foryou') feed = later(<MemberFeed key={tab} tab={tab} />);
  else feed = <PostListFeed key={tab} params={{ filter_by: FEED_FILTER[tab] }} />;
  const picks = waiting ? null : subscriber ? later(<CreatorPicks />) : undefined;

  return (
    <>
      {signedIn ? later(<MemberHomeState onState={setState} />) : null}
      <HomeView
        tabs={offered.map((value) => ({
          value,
          label:
            value === 'subscribed' || value === 'foryou'
              ? known!.labels[value]
              : intl.formatMessage(m[value]),
        }))}
        tab={tab}
        onTab={selectTab}
        feed={feed}
        mobileTop={picks !== undefined ? picks : <NewCreators layout="swiper" set={set} onReplace={setSet} />}
        aside={picks !== undefined ? picks : <NewCreators layout="list" set={set} onReplace={setSet} />}
        notice={known?.offerInterests ? later(<InterestsPrompt />) : null}
      />
    </>
  );
}
