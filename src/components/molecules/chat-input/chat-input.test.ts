import { describe, expect, it } from 'vitest';
import { CHAT_IMAGE_ACCEPT, composerHeight, isChatImage, messageToSend } from './chat-input.logic.ts';

describe('messageToSend', () => {
  it('sends the trimmed text', () => {
    expect(messageToSend('  hello there \n')).toBe('hello there');
  });
  it('sends nothing for an empty or whitespace-only draft', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend(' \n\t ')).toBeNull();
  });
  it('keeps the line breaks inside the message', () => {
    expect(messageToSend('one\ntwo')).toBe('one\ntwo');
  });
});

describe('isChatImage', () => {
  it('accepts jpg, jpeg, png and gif, whatever the case', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.gif'].map((name) => isChatImage({ name }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
  it('refuses other files', () => {
    expect(['e.webp', 'f.mp4', 'noext'].map((name) => isChatImage({ name }))).toEqual([false, false, false]);
  });
  it('offers the same list to the file picker', () => {
    expect(CHAT_IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png,.gif');
  });
});

describe('composerHeight', () => {
  const lineHeight = 22;
  const chrome = 20;
  it('grows with the text up to 5 lines', () => {
    expect(composerHeight({ scrollHeight: 3 * lineHeight, lineHeight, chrome })).toEqual({
      height: 3 * lineHeight + chrome,
      scrolls: false,
    });
    expect(composerHeight({ scrollHeight: 5 * lineHeight, lineHeight, chrome }).scrolls).toBe(false);
  });
  it('stops at 5 lines and scrolls beyond', () => {
    expect(composerHeight({ scrollHeight: 8 * lineHeight, lineHeight, chrome })).toEqual({
      height: 5 * lineHeight + chrome,
      scrolls: true,
    });
  });
});
