import { TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePostsToReview } from '../../../api/ops-posts.ts';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { POST_QUEUES, type PostQueue } from '../../../contract/calls/ops-posts.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { DecisionStatus, OpenedPane, PickOne, QueueTab } from '../queue/queue-layout.tsx';
import { OpenedPost } from './opened-post.tsx';
import { opsPostsMessages as m } from './ops-posts-messages.ts';
import { PostToReviewSummary, PostToReviewSummarySkeleton } from './post-to-review-summary.tsx';

const TAB_NAMES = { waiting: m.tabWaiting, published: m.tabPublished };
const EMPTY = { waiting: m.empty, published: m.emptyPublished };

/**
 * One tab's posts, the longest waiting first. On a wide screen the opened post sits beside the
 * list; on a phone it takes the list's place, with a way back. After a decision the next post opens.
 */
function PostQueueTab({ queue, onDone }: { queue: PostQueue; onDone: (message: string | null) => void }) {
  const intl = useIntl();
  const query = usePostsToReview(queue);
  const [opened, setOpened] = useState<number | null>(null);
  const setDone = onDone;
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  const item = rows.find((row) => row.post.id === opened);
  const total = query.data?.pages[0]?.total;

  const decided = (message: string) => {
    const at = rows.findIndex((row) => row.post.id === opened);
    setDone(message);
    setOpened(rows[at + 1]?.post.id ?? null);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section
        aria-label={intl.formatMessage(opsQueueMessages.posts)}
        className={`flex min-w-0 flex-col gap-3 ${item ? 'max-lg:hidden' : ''}`}
      >
        {total !== undefined && total > 0 ? (
          <p className="text-sm font-medium text-ink">{intl.formatMessage(m.count, { count: total })}</p>
        ) : null}
        <PagedList
          query={query}
          skeletonRow={<PostToReviewSummarySkeleton />}
          empty={{ title: intl.formatMessage(EMPTY[queue]) }}
          rowKey={(row) => row.post.id}
          renderRow={(row) => (
            <PostToReviewSummary
              item={row}
              selected={row.post.id === opened}
              onOpen={() => {
                setOpened(row.post.id);
                setDone(null);
              }}
            />
          )}
        />
      </section>
      <section
        aria-label={item ? undefined : intl.formatMessage(m.pickOne)}
        className={`min-w-0 ${item ? '' : 'max-lg:hidden'}`}
      >
        {item ? (
          <OpenedPane backLabel={intl.formatMessage(m.back)} onBack={() => setOpened(null)}>
            <OpenedPost key={item.post.id} item={item} onDecided={decided} />
          </OpenedPane>
        ) : rows.length > 0 ? (
          <PickOne>{intl.formatMessage(m.pickOne)}</PickOne>
        ) : null}
      </section>
    </div>
  );
}

/**
 * /{lang}/ops/posts: the posts waiting for review (review mode manual), and those published at
 * once and not reviewed yet (review mode auto), in two tabs. What a decision did is said in a live
 * region that outlives it.
 */
export function OpsPostsScreen() {
  const intl = useIntl();
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.posts)}</h1>
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      </div>
      <DecisionStatus message={done} />
      <TabGroup className="flex flex-col gap-3" onChange={() => setDone(null)}>
        <TabList aria-label={intl.formatMessage(m.tabs)} className="flex flex-wrap gap-2">
          {POST_QUEUES.map((queue) => (
            <QueueTab key={queue}>{intl.formatMessage(TAB_NAMES[queue])}</QueueTab>
          ))}
        </TabList>
        <TabPanels>
          {POST_QUEUES.map((queue) => (
            <TabPanel key={queue}>
              <PostQueueTab queue={queue} onDone={setDone} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
