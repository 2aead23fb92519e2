import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Post } from '../../../contract/entities.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { banIcon, editIcon, alertIcon, giftIcon, messageIcon, trashIcon } from '../../atoms/icon/icons.ts';
import { postDetailMessages as m } from './post-detail-messages.ts';

export interface PostDetailHeaderProps {
  post: Post;
  creatorHref: string;
  /** The viewer's own post: edit and delete instead of report and block (spec §2). */
  own: boolean;
  editHref?: string;
  onDelete?: () => void;
  onReport?: () => void;
  onBlock?: () => void;
  /** Opens the chat with the author (a visitor logs in first). */
  onMessage?: () => void;
  /** Opens the tip dialog for the author (issue 25; a visitor logs in first). */
  onTip?: () => void;
}

/** The header's action buttons, in px. */
const ACTION_SIZE = 32;

/** The author of a post (linking to their page), when it was posted, and the owner's or a viewer's actions. */
export function PostDetailHeader({
  post,
  creatorHref,
  own,
  editHref,
  onDelete,
  onReport,
  onBlock,
  onMessage,
  onTip,
}: PostDetailHeaderProps) {
  const intl = useIntl();
  const name = post.user.nickname || post.user.username;
  const shown = new Date((post.display_at || post.created_ts) * 1000);
  return (
    <header className="flex items-center gap-3">
      <Link to={creatorHref} tabIndex={-1} aria-hidden className="rounded-full">
        <Avatar src={post.user.thumb} name={name} decorative size={44} />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={creatorHref}
          className="block truncate font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <bdi>{name}</bdi>
        </Link>
        <p className="truncate text-sm text-ink-muted">
          <span dir="ltr">@{post.user.username}</span>
          <span aria-hidden> · </span>
          <time dateTime={shown.toISOString()}>
            {intl.formatDate(shown, { year: 'numeric', month: 'short', day: 'numeric' })}
          </time>
        </p>
      </div>
      {/* Four actions beside the author on a phone: 32 px each (targets stay above 24 px) leave
          the author's name room to show (at 40 px it was cut to its last letter at 375 px). */}
      <div className="flex shrink-0 items-center">
        {own ? (
          <>
            {editHref ? (
              <Link
                to={editHref}
                aria-label={intl.formatMessage(m.edit)}
                title={intl.formatMessage(m.edit)}
                className="inline-flex h-8 w-8 items-center justify-center rounded-full text-ink hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon icon={editIcon} size={ACTION_SIZE / 2} />
              </Link>
            ) : null}
            {onDelete ? (
              <IconButton
                icon={trashIcon}
                size={ACTION_SIZE}
                label={intl.formatMessage(m.delete)}
                onClick={onDelete}
              />
            ) : null}
          </>
        ) : (
          <>
            {onMessage ? (
              <IconButton
                icon={messageIcon}
                size={ACTION_SIZE}
                label={intl.formatMessage(m.message, { name })}
                onClick={onMessage}
              />
            ) : null}
            {onTip ? (
              <IconButton
                icon={giftIcon}
                size={ACTION_SIZE}
                label={intl.formatMessage(m.tip, { name })}
                onClick={onTip}
              />
            ) : null}
            {onReport ? (
              <IconButton
                icon={alertIcon}
                size={ACTION_SIZE}
                label={intl.formatMessage(m.report)}
                onClick={onReport}
              />
            ) : null}
            {onBlock ? (
              <IconButton
                icon={banIcon}
                size={ACTION_SIZE}
                label={intl.formatMessage(m.block, { name })}
                onClick={onBlock}
              />
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
