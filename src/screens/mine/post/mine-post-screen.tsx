import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { useDeletePost } from '../../../api/delete-post.ts';
import { useManagedPosts } from '../../../api/get-managed-posts.ts';
import { buttonClasses } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { plusIcon } from '../../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { TabBar } from '../../../components/molecules/tab-bar/tab-bar.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import type { ManagedPost } from '../../../contract/calls/managed-posts.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { showPopup } from '../../../state/popup.ts';
import { ManagedPostRow } from './managed-post-row.tsx';
import { minePostMessages as m } from './mine-post-messages.ts';
import { managedPostsFilterOf, MINE_POST_TABS, minePostTabOf, type MinePostTab } from './mine-post-tabs.ts';
import { groupPostsByStatus } from './post-status-groups.ts';

/**
 * mine/post (spec §2, §4): the creator's own posts of the tab the query `t` names, grouped by
 * review status, paged with infinite scroll; each can be edited (the publish screen with
 * `?id=`) or deleted after a confirm. An empty tab offers to publish.
 */
export function MinePostScreen() {
  const intl = useIntl();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const tab = minePostTabOf(search);
  const choose = (next: MinePostTab) => navigate(`${pathname}?t=${next}`, { replace: true });
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-4" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <div className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabBar
          idPrefix="mine-post"
          label={intl.formatMessage(m.tabs)}
          value={tab}
          onChange={choose}
          items={MINE_POST_TABS.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
        />
      </div>
      <section id="mine-post-panel" role="tabpanel" aria-labelledby={`mine-post-tab-${tab}`}>
        <ManagedPostList key={tab} tab={tab} />
      </section>
    </div>
  );
}

function ManagedPostList({ tab }: { tab: MinePostTab }) {
  const intl = useIntl();
  const to = useLocalePath();
  const query = useManagedPosts(managedPostsFilterOf(tab));
  const confirmDelete = useConfirmPostDelete();
  return (
    <PagedList
      query={query}
      skeletonRow={<Skeleton className="h-28 w-full" />}
      empty={{
        title: intl.formatMessage(m.empty),
        description: (
          <Link to={to('/publish')} className={`${buttonClasses({ variant: 'primary', size: 'md' })} mt-2`}>
            <Icon icon={plusIcon} size={18} />
            {intl.formatMessage(m.publish)}
          </Link>
        ),
      }}
    >
      {(rows) => (
        <div className="flex flex-col gap-6">
          {groupPostsByStatus(rows).map(({ group, posts }) => (
            <section key={group} aria-labelledby={`mine-post-group-${group}`}>
              <h2 id={`mine-post-group-${group}`} className="mb-2 text-sm font-semibold text-ink-muted">
                {intl.formatMessage(m[group])}
              </h2>
              <ul className="flex flex-col gap-3">
                {posts.map((post) => (
                  <li key={post.id}>
                    <ManagedPostRow
                      post={post}
                      scheduled={tab === 'scheduled'}
                      editHref={to(`/publish?id=${post.id}`)}
                      onDelete={confirmDelete}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </PagedList>
  );
}

/** Asks before deleting; the confirm deletes (a refusal stays in the dialog), then title.delSuccess. */
function useConfirmPostDelete(): (post: ManagedPost) => void {
  const intl = useIntl();
  const remove = useDeletePost();
  return (post) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.deleteConfirmTitle),
      message: intl.formatMessage(m.deleteConfirmMessage),
      confirmLabel: intl.formatMessage(m.deleteShort),
      cancelLabel: intl.formatMessage(m.cancel),
      action: async () => {
        try {
          await remove.mutateAsync(post.id);
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
        showPopup(intl.formatMessage(m.deleted));
        return true;
      },
    });
}
