import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ReviewRejectionReason } from '../../../contract/post-review.ts';

/**
 * Each reason an operator may reject a post for (src/contract/post-review.ts), worded for both who
 * read it: the operator choosing it in the console, and the creator reading it in mine-post.
 */
export const rejectionReasonMessages = defineMessages({
  'illegal-content': { id: 'review.reason.illegalContent', defaultMessage: 'Illegal content' },
  'minor-safety': { id: 'review.reason.minorSafety', defaultMessage: 'May show or involve a minor' },
  'non-consensual': {
    id: 'review.reason.nonConsensual',
    defaultMessage: 'Someone shown may not have consented',
  },
  copyright: { id: 'review.reason.copyright', defaultMessage: 'Not your own work (copyright)' },
  spam: { id: 'review.reason.spam', defaultMessage: 'Spam or a repeated post' },
  'misleading-price': {
    id: 'review.reason.misleadingPrice',
    defaultMessage: 'The price or description is misleading',
  },
  'poor-quality': { id: 'review.reason.poorQuality', defaultMessage: 'Poor quality photos or video' },
  other: { id: 'review.reason.other', defaultMessage: 'Another reason (see the note)' },
} satisfies Record<ReviewRejectionReason, MessageDescriptor>);
