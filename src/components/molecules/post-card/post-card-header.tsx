import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Post } from '../../../contract/entities.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';

/** The post's author (avatar and name, both linking to their page), handle and date. */
export function PostCardHeader({ post, name, authorHref }: { post: Post; name: string; authorHref: string }) {
  const intl = useIntl();
  return (
    <header className="flex items-center gap-3 px-4 pt-4 pb-3">
      <Link
        to={authorHref}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
        tabIndex={-1}
        aria-hidden
      >
        <Avatar src={post.user.thumb} name={name} decorative size={40} />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          id={`post-${post.id}-author`}
          to={authorHref}
          className="block truncate font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <bdi>{name}</bdi>
        </Link>
        <p className="truncate text-sm text-ink-muted">
          <span dir="ltr">@{post.user.username}</span>
          {post.display_ts || post.created_at ? (
            <>
              <span aria-hidden> · </span>
              <time dateTime={new Date(post.created_ts * 1000).toISOString()}>
                {intl.formatDate(new Date((post.display_at || post.created_ts) * 1000), {
                  month: 'short',
                  day: 'numeric',
                })}
              </time>
            </>
          ) : null}
        </p>
      </div>
    </header>
  );
}

/** The post's title and text, linking to the post; nothing when it has neither. */
export function PostCardText({ post, postHref }: { post: Post; postHref: string }) {
  if (!post.title && !post.content) return null;
  return (
    <Link to={postHref} className="block px-4 pb-3 focus-visible:outline-2 focus-visible:outline-brand-600">
      {/* The author's own words: isolated, so an Arabic caption reads right in English and back. */}
      {post.title ? (
        <h2 dir="auto" className="font-semibold text-ink">
          {post.title}
        </h2>
      ) : null}
      {post.content ? (
        <p dir="auto" className="line-clamp-2 text-[0.9375rem] leading-relaxed text-ink-muted">
          {post.content}
        </p>
      ) : null}
    </Link>
  );
}
