import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PostPerformance } from '../../../contract/entities-money.ts';
import { ARTICLE_TYPE, RESOURCE_TYPE } from '../../../contract/enums.ts';
import { formatCompactCount, formatPrice } from '../../../i18n/format.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { playIcon } from '../../atoms/icon/icons.ts';
import { MediaImage, type ImageSourceState } from '../../atoms/media-image/media-image.tsx';

const messages = defineMessages({
  views: { id: 'postPerformance.views', defaultMessage: 'Views' },
  likes: { id: 'postPerformance.likes', defaultMessage: 'Likes' },
  comments: { id: 'postPerformance.comments', defaultMessage: 'Comments' },
  // Shares are not recorded with their time, so this one figure is the post's total (the others
  // are of the range): the label says so (docs/decisions/views-and-statistics.md).
  shares: { id: 'postPerformance.sharesAllTime', defaultMessage: 'Shares, all time' },
  averageViews: { id: 'postPerformance.averageViews', defaultMessage: 'Daily average views' },
  sales: { id: 'postPerformance.sales', defaultMessage: 'Sales' },
  income: { id: 'postPerformance.income', defaultMessage: 'Income' },
  video: { id: 'postPerformance.video', defaultMessage: 'Video' },
  untitled: { id: 'postPerformance.untitled', defaultMessage: 'Untitled post' },
});

export interface PostPerformanceRowProps {
  post: PostPerformance;
  /** The post's first picture as the screen resolved it (an encrypted original decrypted). */
  picture: ImageSourceState;
  /** The post's page (/{lang}/{username}/{id}). */
  href: string;
  /** The row's heading level: 2 in a list right under the page title, 3 under a section's. @default 3 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One of a creator's posts with its numbers over the chosen range (spec §3 Post statistics):
 * views, likes, comments and the daily average, and its shares of all time; sales and income for
 * a pay-per-post post (the only kind sold one by one).
 */
export function PostPerformanceRow({
  post,
  picture,
  href,
  headingLevel = 3,
  className = '',
}: PostPerformanceRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stats = post.statistics;
  const title = post.title || intl.formatMessage(messages.untitled);
  const media = post.url[0];
  const count = (value: number) => formatCompactCount(intl, value);
  const sold = post.article_type === ARTICLE_TYPE.buy || stats.total_buy_article_count > 0;
  const figures = [
    { id: 'views', label: messages.views, value: count(stats.total_view) },
    { id: 'likes', label: messages.likes, value: count(stats.total_like) },
    { id: 'comments', label: messages.comments, value: count(stats.total_comment) },
    { id: 'shares', label: messages.shares, value: count(stats.total_share) },
    {
      id: 'average',
      label: messages.averageViews,
      value: intl.formatNumber(stats.total_average_view, { maximumFractionDigits: 1 }),
    },
    ...(sold
      ? [
          { id: 'sales', label: messages.sales, value: count(stats.total_buy_article_count) },
          { id: 'income', label: messages.income, value: formatPrice(intl, stats.total_buy_article_income) },
        ]
      : []),
  ];
  return (
    <article className={`flex flex-col gap-3 rounded-card bg-surface p-3 ring-1 ring-line/60 ${className}`}>
      <div className="flex items-center gap-3">
        <div className="relative w-14 shrink-0 overflow-hidden rounded-control">
          <MediaImage {...picture} placeholderSrc={media?.url_blur} alt="" aspectRatio={1} decoding="sync" />
          {post.resource_type === RESOURCE_TYPE.video ? (
            <span className="absolute end-1 bottom-1 flex h-6 w-6 items-center justify-center rounded-full bg-black/55 text-white">
              <Icon icon={playIcon} size={14} />
              <span className="sr-only">{intl.formatMessage(messages.video)}</span>
            </span>
          ) : null}
        </div>
        <Heading dir="auto" className="min-w-0 flex-1 truncate font-semibold text-ink">
          <Link
            to={href}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {title}
          </Link>
        </Heading>
      </div>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-2 sm:grid-cols-4 lg:grid-cols-7">
        {/* Values sit at the bottom of their cell, so a label on two lines keeps its row aligned. */}
        {figures.map((figure) => (
          <div key={figure.id} className="flex min-w-0 flex-col justify-between">
            <dt className="text-xs break-words text-ink-muted">{intl.formatMessage(figure.label)}</dt>
            <dd
              className={`text-sm font-semibold tabular-nums ${figure.id === 'income' && stats.total_buy_article_income < 0 ? 'text-red-700' : 'text-ink'}`}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
