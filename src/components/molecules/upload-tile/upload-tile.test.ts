import { describe, expect, it } from 'vitest';
import { isVideoUpload, uploadPercent, uploadTileView } from './upload-tile.logic.ts';

describe('uploadTileView', () => {
  it('maps the six upload statuses of spec §4', () => {
    expect([1, 2, 3, 4, 5, 6].map((status) => uploadTileView(status as 1 | 2 | 3 | 4 | 5 | 6))).toEqual([
      'waiting',
      'preparing',
      'uploading',
      'done',
      'failed',
      'saved',
    ]);
  });
});

describe('uploadPercent', () => {
  it('rounds and clamps to 0..100', () => {
    expect(uploadPercent(41.6)).toBe(42);
    expect(uploadPercent(-5)).toBe(0);
    expect(uploadPercent(180)).toBe(100);
    expect(uploadPercent(Number.NaN)).toBe(0);
  });
});

describe('isVideoUpload', () => {
  it('is a video when it has a duration or a video file', () => {
    expect(isVideoUpload({ duration: 95, file: null })).toBe(true);
    expect(isVideoUpload({ duration: 0, file: new Blob([], { type: 'video/mp4' }) })).toBe(true);
    expect(isVideoUpload({ duration: 0, file: new Blob([], { type: 'image/png' }) })).toBe(false);
  });
});
