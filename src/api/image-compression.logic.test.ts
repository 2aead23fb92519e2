import { describe, expect, it } from 'vitest';
import {
  fitsAsIs,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  outputType,
  scaledSize,
} from './image-compression.logic.ts';

describe('image compression rule (spec §5, §9: 3 MB, 1920 px)', () => {
  it('keeps an image of at most 3 MB and 1920 px as it is', () => {
    expect(IMAGE_MAX_BYTES).toBe(3 * 1024 * 1024);
    expect(IMAGE_MAX_SIDE).toBe(1920);
    expect(fitsAsIs(3 * 1024 * 1024, 1920, 1080)).toBe(true);
    expect(fitsAsIs(3 * 1024 * 1024 + 1, 1920, 1080)).toBe(false);
    expect(fitsAsIs(1000, 1921, 1080)).toBe(false);
    expect(fitsAsIs(1000, 1080, 1921)).toBe(false);
  });

  it('scales the long side to 1920 and keeps the aspect', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1440, height: 1920 });
    expect(scaledSize(14000, 10)).toEqual({ width: 1920, height: 1 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(4000, 3000, 1440)).toEqual({ width: 1440, height: 1080 });
  });

  it('keeps JPEG as JPEG and turns the rest into WebP (alpha kept)', () => {
    expect(outputType('image/jpeg')).toBe('image/jpeg');
    expect(outputType('image/png')).toBe('image/webp');
    expect(outputType('image/gif')).toBe('image/webp');
  });
});
