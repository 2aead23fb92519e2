import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../../components/atoms/avatar/avatar.tsx';
import type { PostToReview } from '../../../contract/calls/ops-posts.ts';
import { ARTICLE_TYPE } from '../../../contract/enums.ts';
import { TO_THE_MINUTE } from '../../../i18n/date-formats.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { durationText } from '../withdrawals/withdrawal-summary.tsx';
import { opsPostsMessages as m } from './ops-posts-messages.ts';
import { useAccessText } from './post-access-text.ts';
import { PostDecisionForm } from './post-decision-form.tsx';
import { PostToReviewMedia } from './post-to-review-media.tsx';

/** One fact of the post: a term and what it is. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/**
 * The opened post: the creator, its title and text (the creator's words, in their direction), its
 * media as a fan who holds it sees them, who it is for (plans or price), how long it has waited,
 * and the decision.
 */
export function OpenedPost({
  item,
  onDecided,
}: {
  item: PostToReview;
  onDecided: (message: string) => void;
}) {
  const intl = useIntl();
  const accessText = useAccessText();
  const { post } = item;
  const name = post.user.nickname || post.user.username;
  const title = post.title || intl.formatMessage(m.untitled);
  return (
    <article
      aria-labelledby={`review-${post.id}-title`}
      className="flex flex-col gap-5 rounded-card bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <header className="flex items-center gap-3">
        <Avatar src={post.user.thumb} name={name} decorative size={44} />
        <div className="flex min-w-0 flex-col">
          <span dir="auto" className="truncate font-semibold text-ink">
            {name}
          </span>
          <span dir="auto" className="truncate text-sm text-ink-muted">
            @{post.user.username}
          </span>
        </div>
      </header>
      <div className="flex flex-col gap-2">
        <h2 id={`review-${post.id}-title`} dir="auto" className="text-xl font-semibold break-words text-ink">
          {title}
        </h2>
        {post.content ? (
          <p dir="auto" className="whitespace-pre-line break-words text-ink">
            {post.content}
          </p>
        ) : null}
        {post.tags.length > 0 ? (
          <p dir="auto" className="text-sm text-brand-700" aria-label={intl.formatMessage(m.tags)}>
            {post.tags.map((tag) => `#${tag}`).join(' ')}
          </p>
        ) : null}
      </div>
      <PostToReviewMedia item={item} />
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term={intl.formatMessage(m.access)}>{accessText(post)}</Fact>
        {post.article_type === ARTICLE_TYPE.subscription ? (
          <Fact term={intl.formatMessage(m.plans)}>
            {item.plans.length === 0 ? (
              intl.formatMessage(m.noPlan)
            ) : (
              <ul>
                {item.plans.map((plan) => (
                  <li key={plan.id} dir="auto">
                    {intl.formatMessage(m.planPrice, {
                      name: plan.name,
                      price: formatPrice(intl, plan.price),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Fact>
        ) : null}
        <Fact term={intl.formatMessage(m.submittedAt)}>
          <time dateTime={new Date(item.submitted_at * 1000).toISOString()}>
            {intl.formatDate(item.submitted_at * 1000, TO_THE_MINUTE)}
          </time>{' '}
          ({intl.formatMessage(m.waiting, { duration: durationText(intl, item.waiting_seconds) })})
        </Fact>
      </dl>
      <PostDecisionForm post={post} onDecided={onDecided} />
    </article>
  );
}
