import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { rejectionReasonMessages } from '../../components/molecules/rejection-reason/rejection-reason-messages.ts';
import { REVIEW_STATUS } from '../../contract/enums.ts';
import type { PostForEdit } from './post-for-edit.ts';
import { publishMessages as m } from './publish-messages.ts';

/**
 * The form's title (new post or edit) with Cancel, and why a refused post was refused: the
 * operator's reason in the creator's language and their note as written.
 */
export function PublishFormHeader({ post, onCancel }: { post?: PostForEdit; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <>
      {/* A plain header, not TopBar: sharing TopBar's chunk with the publish chunk split it out of
          the first-visit bundles and cost home its budget (docs/decisions.md). */}
      <header className="flex items-center justify-between gap-3">
        <h1 className="min-w-0 flex-1 text-2xl font-bold text-ink">
          {intl.formatMessage(post ? m.editTitle : m.newTitle)}
        </h1>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </header>
      {post?.status === REVIEW_STATUS.reject && post.review_reason ? (
        <div role="note" className="flex flex-col gap-1 rounded-control bg-red-50 p-3 text-sm text-red-800">
          <p>
            {intl.formatMessage(m.rejected, {
              reason: intl.formatMessage(rejectionReasonMessages[post.review_reason]),
            })}
          </p>
          {post.review_note ? (
            <p dir="auto" className="break-words">
              {post.review_note}
            </p>
          ) : null}
        </div>
      ) : post?.status === REVIEW_STATUS.reject && post.review_note ? (
        <p role="note" className="rounded-control bg-red-50 p-3 text-sm text-red-800">
          {intl.formatMessage(m.rejected, { reason: post.review_note })}
        </p>
      ) : null}
    </>
  );
}
