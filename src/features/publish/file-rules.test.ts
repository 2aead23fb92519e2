import { describe, expect, it } from 'vitest';
import { acceptPick, kindOfFile, pickModeOf } from './file-rules.ts';

const file = (name: string, type = '') => ({ name, type });
const images = (count: number) => Array.from({ length: count }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'));

describe('publish file rules (spec §5)', () => {
  it('knows the spec types by MIME type or, without one, by extension', () => {
    expect(kindOfFile(file('a.jpg', 'image/jpeg'))).toBe('image');
    expect(kindOfFile(file('a.png', 'image/png'))).toBe('image');
    expect(kindOfFile(file('a.gif', 'image/gif'))).toBe('image');
    expect(kindOfFile(file('a.mp4', 'video/mp4'))).toBe('video');
    expect(kindOfFile(file('a.mov', 'video/quicktime'))).toBe('video');
    expect(kindOfFile(file('a.avi', 'video/x-msvideo'))).toBe('video');
    expect(kindOfFile(file('a.JPEG'))).toBe('image');
    expect(kindOfFile(file('a.MOV'))).toBe('video');
    expect(kindOfFile(file('a.webp', 'image/webp'))).toBeNull();
    expect(kindOfFile(file('a.svg', 'image/svg+xml'))).toBeNull();
    expect(kindOfFile(file('a.mkv'))).toBeNull();
    // A declared type wins over the name: an HTML page named .png is not an image.
    expect(kindOfFile(file('a.png', 'text/html'))).toBeNull();
  });

  it('an unsupported file refuses the pick with the format message', () => {
    expect(acceptPick([file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf')], 0, 'initial')).toEqual(
      {
        accepted: [],
        error: 'format',
      },
    );
  });

  it('takes at most 10 files', () => {
    expect(acceptPick(images(10), 0, 'initial').error).toBeNull();
    const eleven = acceptPick(images(11), 0, 'initial');
    expect(eleven.accepted).toHaveLength(10);
    expect(eleven.error).toBe('max');
    const added = acceptPick(images(3), 8, 'addImages');
    expect(added.accepted).toHaveLength(2);
    expect(added.error).toBe('max');
    expect(acceptPick(images(1), 10, 'addImages')).toEqual({ accepted: [], error: 'max' });
  });

  it('one video alone, never with images or another video', () => {
    const video = file('v.mp4', 'video/mp4');
    expect(acceptPick([video], 0, 'initial')).toEqual({ accepted: [video], error: null });
    expect(acceptPick([video, video], 0, 'initial').error).toBe('videoLimitOne');
    expect(acceptPick([video, ...images(1)], 0, 'initial').error).toBe('videoLimitOne');
  });

  it('adding to images takes only images; changing the video takes only one video', () => {
    expect(pickModeOf([])).toBe('initial');
    expect(pickModeOf(['image', 'image'])).toBe('addImages');
    expect(pickModeOf(['video'])).toBe('changeVideo');
    expect(acceptPick([file('v.mp4', 'video/mp4')], 2, 'addImages').error).toBe('videoLimitOne');
    expect(acceptPick(images(1), 1, 'changeVideo').error).toBe('videoLimitOne');
    const video = file('w.mov', 'video/quicktime');
    expect(acceptPick([video], 1, 'changeVideo')).toEqual({ accepted: [video], error: null });
  });
});
