import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { TabBar } from '../../../components/molecules/tab-bar/tab-bar.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { COLLECT_KIND } from '../../../contract/enums.ts';
import { CollectedPostsList } from './collected-posts-list.tsx';
import { mineCollectMessages as m } from './mine-collect-messages.ts';
import { COLLECT_TABS, collectTabOf, unlockOf, type CollectTab } from './mine-collect-tabs.ts';

const EMPTY = {
  all: [m.emptyAll, m.emptyAllHint],
  unlocked: [m.emptyUnlocked, m.emptyUnlockedHint],
  locked: [m.emptyLocked, m.emptyLockedHint],
} as const;

/**
 * mine/collect (spec §2): the posts the fan liked, in three tabs chosen by `?t=`: all, those the fan
 * may open now, and the locked ones (`user/getArticleList` type 2 with `unlock`), each paged with
 * infinite scroll; a locked row leads to the post, where it can be unlocked.
 */
export function MineCollectScreen() {
  const intl = useIntl();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const tab = collectTabOf(search);
  // Replace: a tab is a view of this page, not a step the back button should walk through.
  const choose = (next: CollectTab) => navigate(`${pathname}?t=${next}`, { replace: true });
  const unlock = unlockOf(tab);
  const [title, hint] = EMPTY[tab];
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-4" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <div className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabBar
          idPrefix="mine-collect"
          label={intl.formatMessage(m.tabs)}
          value={tab}
          onChange={choose}
          items={COLLECT_TABS.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
        />
      </div>
      <section id="mine-collect-panel" role="tabpanel" aria-labelledby={`mine-collect-tab-${tab}`}>
        <CollectedPostsList
          key={tab}
          filter={unlock === undefined ? { type: COLLECT_KIND.like } : { type: COLLECT_KIND.like, unlock }}
          empty={{ title: intl.formatMessage(title), description: intl.formatMessage(hint) }}
        />
      </section>
    </div>
  );
}
