import { describe, expect, it } from 'vitest';
import {
  CHAT_HISTORY_LOAD_DISTANCE_PX,
  CHAT_HISTORY_LOAD_INTERVAL_MS,
  CHAT_SCROLL_BUTTON_DISTANCE_PX,
  distanceFromBottom,
  isAwayFromBottom,
  isNearTop,
  listChange,
  waitBeforeLoad,
} from './chat-message-list.logic.ts';

describe('the chat room’s scrolling (spec §9)', () => {
  it('has the spec’s numbers: load at 100 px from the top, every 500 ms at most, the button past 126 px', () => {
    expect(CHAT_HISTORY_LOAD_DISTANCE_PX).toBe(100);
    expect(CHAT_HISTORY_LOAD_INTERVAL_MS).toBe(500);
    expect(CHAT_SCROLL_BUTTON_DISTANCE_PX).toBe(126);
  });

  it('shows the scroll-to-bottom button further than 126 px from the bottom, not at 126', () => {
    const at = (fromBottom: number) => ({
      scrollTop: 1000 - 400 - fromBottom,
      scrollHeight: 1000,
      clientHeight: 400,
    });
    expect(distanceFromBottom(at(126))).toBe(126);
    expect(isAwayFromBottom(at(126))).toBe(false);
    expect(isAwayFromBottom(at(127))).toBe(true);
  });

  it('asks for older messages under 100 px from the top', () => {
    expect(isNearTop({ scrollTop: 99, scrollHeight: 2000, clientHeight: 400 })).toBe(true);
    expect(isNearTop({ scrollTop: 100, scrollHeight: 2000, clientHeight: 400 })).toBe(false);
  });

  it('waits out the rest of the 500 ms since the last page', () => {
    expect(waitBeforeLoad(10_000, 0)).toBe(0);
    expect(waitBeforeLoad(10_200, 10_000)).toBe(300);
    expect(waitBeforeLoad(10_500, 10_000)).toBe(0);
  });

  it('tells a first render, older messages above and newer ones below apart', () => {
    const none = { first: undefined, last: undefined };
    expect(listChange(none, none)).toBe('none');
    expect(listChange(none, { first: 'a', last: 'b' })).toBe('first');
    expect(listChange({ first: 'a', last: 'b' }, { first: 'z', last: 'b' })).toBe('older');
    expect(listChange({ first: 'a', last: 'b' }, { first: 'a', last: 'c' })).toBe('newer');
    expect(listChange({ first: 'a', last: 'b' }, { first: 'a', last: 'b' })).toBe('none');
  });
});
