import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { usePostForEdit } from '../../api/get-post-for-edit.ts';
import { useViewer } from '../../api/use-viewer.ts';
import { ROLE } from '../../contract/enums.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { askBecomeCreatorFirst } from '../../features/publish/creator-first.ts';
import { PublishForm } from '../../features/publish/publish-form.tsx';
import type { UploadTransfer } from '../../features/publish/use-post-uploads.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';

/** The post to edit from `?id=`; null for a new post (or an id that is not a positive integer). */
export function editIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * /{lang}/publish (login needed: the route's guard) and /{lang}/publish?id={post} to edit. A
 * creator gets the form; anyone else is asked to become a creator first (spec §2).
 */
export function PublishScreen({ transfer }: { transfer?: UploadTransfer }) {
  const intl = useIntl();
  const { role, pending } = useViewer();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const id = editIdOf(useSearch());
  const post = usePostForEdit(role === ROLE.creator ? id : null);
  const asked = useRef(false);

  useEffect(() => {
    if (pending || role === ROLE.creator || asked.current) return;
    asked.current = true;
    askBecomeCreatorFirst(intl, {
      onAgree: () => navigate(to('/mine/creator')),
      onDecline: () => navigate(to('/home'), { replace: true }),
    });
  }, [pending, role, intl, navigate, to]);

  if (pending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size={28} />
      </div>
    );
  }
  if (role !== ROLE.creator) return null;
  return (
    <div className="mx-auto w-full max-w-[640px] px-4 pt-4 pb-10 sm:px-6 desktop:pt-8">
      {id === null ? (
        <PublishForm transfer={transfer} />
      ) : (
        <AsyncContent
          status={post.status}
          data={post.data}
          error={post.error}
          onRetry={() => void post.refetch()}
          retrying={post.isRefetching}
        >
          {(data) => <PublishForm key={data.id} post={data} transfer={transfer} />}
        </AsyncContent>
      )}
    </div>
  );
}
