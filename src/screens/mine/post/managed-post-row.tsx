import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useImageSource } from '../../../api/use-image-source.ts';
import type { ManagedPost } from '../../../contract/calls/managed-posts.ts';
import { Badge } from '../../../components/atoms/badge/badge.tsx';
import { Button, buttonClasses } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { editIcon, playIcon, trashIcon } from '../../../components/atoms/icon/icons.ts';
import { MediaImage } from '../../../components/atoms/media-image/media-image.tsx';
import { REVIEW_STATUS, RESOURCE_TYPE } from '../../../contract/enums.ts';
import type { ReviewRejectionReason } from '../../../contract/post-review.ts';
import { rejectionReasonMessages } from '../../../components/molecules/rejection-reason/rejection-reason-messages.ts';
import { minePostMessages as m } from './mine-post-messages.ts';

export interface ManagedPostRowProps {
  post: ManagedPost;
  /** Where editing the post goes (/{lang}/publish?id={id}). */
  editHref: string;
  onDelete: (post: ManagedPost) => void;
  /** Shows when the post goes live (the scheduled tab). @default false */
  scheduled?: boolean;
}

/**
 * Why an operator rejected the post: the reason in the creator's language, the operator's note
 * as typed (its own direction), and how to resubmit.
 */
function RejectionNotice({ reason, note }: { reason: ReviewRejectionReason; note: string }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-0.5 text-sm break-words text-red-700">
      <p>{intl.formatMessage(m.reason, { reason: intl.formatMessage(rejectionReasonMessages[reason]) })}</p>
      {note ? (
        <p>
          {intl.formatMessage(m.reviewNote, {
            note,
            bdi: (chunks: ReactNode[]) => <bdi key="note">{chunks}</bdi>,
          })}
        </p>
      ) : null}
      <p className="text-ink-muted">{intl.formatMessage(m.resubmitHint)}</p>
    </div>
  );
}

/** One of the creator's posts in mine-post: picture, title, failure reason, edit and delete. */
export function ManagedPostRow({ post, editHref, onDelete, scheduled = false }: ManagedPostRowProps) {
  const intl = useIntl();
  const title = post.title || intl.formatMessage(m.untitled);
  const media = post.url[0];
  // A locked post's original comes encrypted (spec §7): shown once decrypted.
  const picture = useImageSource(media?.url);
  const failedProcessing = post.status === REVIEW_STATUS.codecFailure;
  const rejected = post.status === REVIEW_STATUS.reject;
  return (
    <article className="flex items-start gap-3 rounded-card bg-surface p-3 ring-1 ring-line/60">
      <div className="relative w-20 shrink-0 overflow-hidden rounded-control">
        <MediaImage {...picture} placeholderSrc={media?.url_blur} alt="" aspectRatio={1} decoding="sync" />
        {post.resource_type === RESOURCE_TYPE.video ? (
          <span className="absolute end-1 bottom-1 flex h-6 w-6 items-center justify-center rounded-full bg-black/55 text-white">
            <Icon icon={playIcon} size={14} />
            <span className="sr-only">{intl.formatMessage(m.video)}</span>
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 dir="auto" className="truncate font-semibold text-ink">
          {title}
        </h3>
        {scheduled ? (
          <p className="text-xs text-ink-muted">
            {intl.formatMessage(m.scheduledFor, {
              time: intl.formatDate(post.display_at * 1000, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        ) : null}
        {failedProcessing ? (
          <Badge tone="danger" size="sm">
            {intl.formatMessage(m.processingFailed)}
          </Badge>
        ) : null}
        {rejected && post.review_reason ? (
          <RejectionNotice reason={post.review_reason} note={post.review_note} />
        ) : (rejected || failedProcessing) && post.review_note ? (
          <p className="text-sm break-words text-red-700">
            {intl.formatMessage(m.reason, { reason: post.review_note })}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-2">
          <Link
            to={editHref}
            aria-label={intl.formatMessage(m.edit, { title })}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Icon icon={editIcon} size={16} />
            {intl.formatMessage(m.editShort)}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage(m.delete, { title })}
            icon={<Icon icon={trashIcon} size={16} />}
            onClick={() => onDelete(post)}
            className="text-red-700"
          >
            {intl.formatMessage(m.deleteShort)}
          </Button>
        </div>
      </div>
    </article>
  );
}
