import { describe, expect, it } from 'vitest';
import { observeView, seenEnough, viewTime, type ViewObservation } from './view-timing.ts';

const screen = { rootHeight: 800 };
const at = (ratio: number, visibleHeight = 300): ViewObservation => ({
  intersecting: ratio > 0,
  ratio,
  visibleHeight,
  ...screen,
});

describe('a post view (spec §9: sent when it leaves view after at least 50% was visible)', () => {
  it('counts half the card on screen, not less', () => {
    expect(seenEnough(at(0.5))).toBe(true);
    expect(seenEnough(at(0.49))).toBe(false);
  });

  it('counts a card taller than twice the screen once it fills half the screen', () => {
    expect(seenEnough(at(0.3, 400))).toBe(true);
    expect(seenEnough(at(0.3, 399))).toBe(false);
  });

  it('reports the time between being half seen and leaving, once per appearance', () => {
    let step = observeView({ since: null }, at(0.2), 1000);
    expect(step).toEqual({ state: { since: null }, report: null });
    step = observeView(step.state, at(0.6), 1500);
    expect(step.state).toEqual({ since: 1500 });
    step = observeView(step.state, at(0.1), 2400);
    expect(step.report).toBeNull();
    step = observeView(step.state, at(0), 4000);
    expect(step).toEqual({ state: { since: null }, report: 2500 });
    // Gone already: leaving again reports nothing.
    expect(observeView(step.state, at(0), 5000).report).toBeNull();
  });

  it('reports nothing for a card that only peeked in', () => {
    const peeked = observeView({ since: null }, at(0.3), 0);
    expect(observeView(peeked.state, at(0), 9000).report).toBeNull();
  });

  it('sends whole ms within a day', () => {
    expect(viewTime(0, 1234.6)).toBe(1235);
    expect(viewTime(10, 5)).toBe(0);
    expect(viewTime(0, 90_000_000)).toBe(86_400_000);
  });
});
