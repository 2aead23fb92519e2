import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardedNavigation, holdNavigation } from './leave-guard.ts';

describe('leave guard', () => {
  afterEach(() => holdNavigation(null));

  it('navigates at once without a guard', () => {
    const go = vi.fn();
    guardedNavigation(go);
    expect(go).toHaveBeenCalledOnce();
  });

  it('asks first, navigates only when the user agrees, then no longer asks', () => {
    let proceed: (() => void) | undefined;
    const ask = vi.fn((next: () => void) => (proceed = next));
    holdNavigation(ask);
    const go = vi.fn();
    guardedNavigation(go);
    expect(ask).toHaveBeenCalledOnce();
    expect(go).not.toHaveBeenCalled();
    proceed?.();
    expect(go).toHaveBeenCalledOnce();
    guardedNavigation(go);
    expect(ask).toHaveBeenCalledOnce();
    expect(go).toHaveBeenCalledTimes(2);
  });

  it('a lift only removes its own guard', () => {
    const first = vi.fn();
    const liftFirst = holdNavigation(first);
    const second = vi.fn();
    holdNavigation(second);
    liftFirst();
    guardedNavigation(() => undefined);
    expect(second).toHaveBeenCalledOnce();
  });
});
