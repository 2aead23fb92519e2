import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Becomes idle `ms` after the last poke while enabled. The timer functions are read from
 * globalThis at each call (not captured at import), and each timer is cleared with the
 * function that set it, so a story can install a fake clock mid-way and control the delay.
 */
export class IdleTimer {
  private idle = false;
  private enabled = false;
  private cancel: () => void = () => undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly ms: number) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Idle only counts while enabled (e.g. controls hide only while playing). */
  readonly isIdle = (): boolean => this.idle && this.enabled;

  /** Activity: not idle, and the delay starts again. */
  readonly poke = (): void => {
    this.cancel();
    this.set(false);
    if (!this.enabled) return;
    const clear = globalThis.clearTimeout;
    const id = globalThis.setTimeout(() => this.set(true), this.ms);
    this.cancel = () => clear(id);
  };

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.poke();
  }

  private set(idle: boolean): void {
    if (idle === this.idle) return;
    this.idle = idle;
    this.listeners.forEach((listener) => listener());
  }
}

/** [idle, poke]: idle once `ms` pass without a poke while `enabled`. */
export function useIdle(ms: number, enabled: boolean): [idle: boolean, poke: () => void] {
  const [timer] = useState(() => new IdleTimer(ms));
  useEffect(() => {
    timer.setEnabled(enabled);
    return () => timer.setEnabled(false);
  }, [timer, enabled]);
  const idle = useSyncExternalStore(timer.subscribe, timer.isIdle, timer.isIdle);
  return [idle, timer.poke];
}
