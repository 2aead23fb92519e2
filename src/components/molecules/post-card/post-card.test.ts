import { describe, expect, it } from 'vitest';
import { reviewOverlayOf } from './post-card.logic.ts';

describe('reviewOverlayOf', () => {
  it('shows "under review" for status review 1', () => {
    expect(reviewOverlayOf(1)).toBe('underReview');
  });
  it('shows "formatting" while the video is processed: ready_slice 4, slicing 15, codec 20', () => {
    expect([4, 15, 20].map(reviewOverlayOf)).toEqual(['formatting', 'formatting', 'formatting']);
  });
  it('shows review failed for reject 5 and processing failed for codec_failure 25', () => {
    expect(reviewOverlayOf(5)).toBe('reviewFailed');
    expect(reviewOverlayOf(25)).toBe('processingFailed');
  });
  it('shows nothing for published 2, pass 3 or an unknown status', () => {
    expect([2, 3, 99].map(reviewOverlayOf)).toEqual([null, null, null]);
  });
});
