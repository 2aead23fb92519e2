/** Which overlay a post's review status puts over its media in edit mode (spec §3, §4). */
import { PROCESSING_REVIEW_STATUSES, REVIEW_STATUS, type ReviewStatus } from '../../../contract/enums.ts';

export type ReviewOverlay = 'underReview' | 'formatting' | 'reviewFailed' | 'processingFailed';

/**
 * review 1 → under review; ready_slice 4, slicing 15, codec 20 → formatting; reject 5 → review
 * failed; codec_failure 25 → processing failed; published 2, pass 3 and anything else → none.
 */
export function reviewOverlayOf(status: number): ReviewOverlay | null {
  if (status === REVIEW_STATUS.review) return 'underReview';
  if (PROCESSING_REVIEW_STATUSES.includes(status as ReviewStatus)) return 'formatting';
  if (status === REVIEW_STATUS.reject) return 'reviewFailed';
  if (status === REVIEW_STATUS.codecFailure) return 'processingFailed';
  return null;
}
