import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, shieldIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import type { ReviewOverlay } from './post-card.logic.ts';

const messages = defineMessages({
  underReview: { id: 'post.review.underReview', defaultMessage: 'Under review' },
  underReviewHint: {
    id: 'post.review.underReviewHint',
    defaultMessage: 'We check every post before it goes live.',
  },
  formatting: { id: 'post.review.formatting', defaultMessage: 'Formatting…' },
  formattingHint: {
    id: 'post.review.formattingHint',
    defaultMessage: 'Your video is being prepared. This can take a few minutes.',
  },
  reviewFailed: { id: 'post.review.failed', defaultMessage: 'Review failed' },
  reviewFailedHint: {
    id: 'post.review.failedHint',
    defaultMessage: 'This post did not pass review. Edit it and submit it again.',
  },
  processingFailed: { id: 'post.review.processingFailed', defaultMessage: 'Processing failed' },
  processingFailedHint: {
    id: 'post.review.processingFailedHint',
    defaultMessage: 'We could not process this video. Upload it again.',
  },
});

const CONTENT = {
  underReview: { title: messages.underReview, hint: messages.underReviewHint, tone: 'bg-black/60' },
  formatting: { title: messages.formatting, hint: messages.formattingHint, tone: 'bg-black/60' },
  reviewFailed: { title: messages.reviewFailed, hint: messages.reviewFailedHint, tone: 'bg-red-950/75' },
  processingFailed: {
    title: messages.processingFailed,
    hint: messages.processingFailedHint,
    tone: 'bg-red-950/75',
  },
} as const;

/** The veil over a post's media while it is reviewed or processed, or after either failed. */
export function PostReviewOverlay({ overlay }: { overlay: ReviewOverlay }) {
  const intl = useIntl();
  const { title, hint, tone } = CONTENT[overlay];
  const failed = overlay === 'reviewFailed' || overlay === 'processingFailed';
  return (
    <div
      data-review-overlay={overlay}
      className={`absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-white backdrop-blur-md ${tone}`}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30">
        {overlay === 'formatting' ? (
          <Spinner size={22} />
        ) : (
          <Icon icon={failed ? alertIcon : shieldIcon} size={24} />
        )}
      </span>
      <p className="text-base font-semibold">{intl.formatMessage(title)}</p>
      <p className="max-w-64 text-sm text-white/90">{intl.formatMessage(hint)}</p>
    </div>
  );
}
