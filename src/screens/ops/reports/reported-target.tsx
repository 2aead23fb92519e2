import { useIntl } from 'react-intl';
import { useImageSources } from '../../../api/use-image-sources.ts';
import { Avatar } from '../../../components/atoms/avatar/avatar.tsx';
import { MediaImage } from '../../../components/atoms/media-image/media-image.tsx';
import type { OpsReportGroup } from '../../../contract/calls/ops-reports.ts';
import type { Post } from '../../../contract/entities.ts';
import { REVIEW_STATUS } from '../../../contract/enums.ts';
import { opsReportsMessages as m } from './ops-reports-messages.ts';

/** Whether and until when the member is suspended, as a line under their name. */
function SuspensionLine({ member }: { member: OpsReportGroup['member'] }) {
  const intl = useIntl();
  if (member.suspended_until === undefined) return null;
  return (
    <p className="text-sm font-semibold text-red-800">
      {member.suspended_until === null
        ? intl.formatMessage(m.suspendedForGood)
        : intl.formatMessage(m.suspendedUntil, { date: new Date(member.suspended_until) })}
    </p>
  );
}

/** The post's pictures (or video poster) as a fan who holds it sees them, up to four. */
function PostMedia({ post }: { post: Post }) {
  const intl = useIntl();
  const shown = post.url.slice(0, 4);
  const sources = useImageSources(shown.map((media) => media.url));
  if (shown.length === 0) return <p className="text-sm text-ink-muted">{intl.formatMessage(m.noMedia)}</p>;
  const alt = post.title || intl.formatMessage(m.untitled);
  return (
    <div className="grid grid-cols-2 gap-2">
      {shown.map((media, index) => (
        <MediaImage
          key={media.url ?? index}
          {...sources[index]!}
          placeholderSrc={media.url_blur}
          alt={alt}
          aspectRatio={media.width / media.height}
          className="rounded-xl"
        />
      ))}
    </div>
  );
}

/**
 * What the reports are about: the member (with their suspension, if any) and either the post as a
 * fan sees it (title, text in its own direction, pictures) or the account's bio.
 */
export function ReportedTarget({ group }: { group: OpsReportGroup }) {
  const intl = useIntl();
  const { member, post } = group;
  const name = member.nickname || member.username;
  return (
    <section
      aria-labelledby="reported-target"
      className="flex flex-col gap-4 rounded-card bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <h2 id="reported-target" className="text-sm font-semibold text-ink-muted">
        {intl.formatMessage(post ? m.postTitle : m.accountTitle)}
      </h2>
      <header className="flex items-center gap-3">
        <Avatar src={member.thumb} name={name} decorative size={44} />
        <div className="flex min-w-0 flex-col">
          <span dir="auto" className="truncate font-semibold text-ink">
            {name}
          </span>
          <span dir="auto" className="truncate text-sm text-ink-muted">
            @{member.username}
          </span>
          <SuspensionLine member={member} />
        </div>
      </header>
      {post ? (
        <div className="flex flex-col gap-3">
          <h3 dir="auto" className="text-xl font-semibold break-words text-ink">
            {post.title || intl.formatMessage(m.untitled)}
          </h3>
          {post.status === REVIEW_STATUS.reject ? (
            <p className="text-sm font-semibold text-amber-900">{intl.formatMessage(m.postHidden)}</p>
          ) : null}
          {post.content ? (
            <p dir="auto" className="whitespace-pre-line break-words text-ink">
              {post.content}
            </p>
          ) : null}
          <PostMedia post={post} />
        </div>
      ) : (
        <p dir="auto" className="whitespace-pre-line break-words text-ink">
          {member.description || intl.formatMessage(m.noBio)}
        </p>
      )}
    </section>
  );
}
