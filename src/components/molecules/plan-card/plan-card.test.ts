import { describe, expect, it } from 'vitest';
import { planMoveOutcome } from './plan-card.logic.ts';

describe('planMoveOutcome', () => {
  it('shows the "first item" info when the first plan is moved up', () => {
    expect(planMoveOutcome('up', 0, 3)).toEqual({ kind: 'info', info: 'firstItem' });
  });
  it('shows the "last item" info when the last plan is moved down', () => {
    expect(planMoveOutcome('down', 2, 3)).toEqual({ kind: 'info', info: 'lastItem' });
  });
  it('moves a plan that has a neighbour in that direction', () => {
    expect(planMoveOutcome('up', 1, 3)).toEqual({ kind: 'move' });
    expect(planMoveOutcome('down', 1, 3)).toEqual({ kind: 'move' });
  });
  it('treats a single plan as both first and last', () => {
    expect(planMoveOutcome('up', 0, 1)).toEqual({ kind: 'info', info: 'firstItem' });
    expect(planMoveOutcome('down', 0, 1)).toEqual({ kind: 'info', info: 'lastItem' });
  });
});
