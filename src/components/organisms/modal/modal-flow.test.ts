import { describe, expect, it, vi } from 'vitest';
import { runModalAction } from './modal-flow.ts';

function effects() {
  const calls: string[] = [];
  return {
    calls,
    setLoading: vi.fn((loading: boolean) => calls.push(`loading:${loading}`)),
    setError: vi.fn((message: string | null) => calls.push(`error:${message}`)),
    close: vi.fn(() => calls.push('close')),
    next: vi.fn(() => calls.push('next')),
  };
}

describe('modal flow (spec §4)', () => {
  it('shows loading while the action runs', async () => {
    const fx = effects();
    let seenLoading: string[] = [];
    await runModalAction(() => {
      seenLoading = [...fx.calls];
    }, fx);
    expect(seenLoading).toContain('loading:true');
    expect(fx.calls.at(-3)).toBe('loading:false');
  });

  it('shows a returned string as an error and stays open', async () => {
    const fx = effects();
    const outcome = await runModalAction(async () => 'Card declined', fx);
    expect(outcome).toEqual({ status: 'error', message: 'Card declined' });
    expect(fx.setError).toHaveBeenLastCalledWith('Card declined');
    expect(fx.close).not.toHaveBeenCalled();
    expect(fx.next).not.toHaveBeenCalled();
  });

  it('stays open without an error when the action returns false', async () => {
    const fx = effects();
    expect(await runModalAction(() => false, fx)).toEqual({ status: 'refused' });
    expect(fx.setError).toHaveBeenLastCalledWith(null);
    expect(fx.close).not.toHaveBeenCalled();
  });

  it('stays open when the action throws, and stops loading', async () => {
    const fx = effects();
    const boom = new Error('network');
    expect(
      await runModalAction(async () => {
        throw boom;
      }, fx),
    ).toEqual({ status: 'failed', error: boom });
    expect(fx.setLoading).toHaveBeenLastCalledWith(false);
    expect(fx.close).not.toHaveBeenCalled();
    expect(fx.next).not.toHaveBeenCalled();
  });

  it.each([undefined, true, 0, null])('closes and then runs the queued next action on %s', async (value) => {
    const fx = effects();
    expect(await runModalAction(() => value as never, fx)).toEqual({ status: 'closed' });
    expect(fx.calls.slice(-2)).toEqual(['close', 'next']);
  });

  it('closes when there is no action at all', async () => {
    const fx = effects();
    await runModalAction(undefined, fx);
    expect(fx.close).toHaveBeenCalledTimes(1);
  });

  it('clears the previous error when confirm is pressed again', async () => {
    const fx = effects();
    await runModalAction(() => 'first', fx);
    await runModalAction(() => undefined, fx);
    expect(fx.calls).toContain('error:null');
    expect(fx.calls.at(-1)).toBe('next');
  });
});
