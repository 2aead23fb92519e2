/**
 * A controllable clock for play functions, so a story can assert "shown for 3 s" without
 * waiting 3 s. While installed it replaces `window.setTimeout`, `clearTimeout`,
 * `setInterval`, `clearInterval` and `Date.now`; time only moves when you call `tick`.
 *
 * ```ts
 * const clock = installFakeClock();
 * try {
 *   showPopup('Link copied');          // schedules its 3 s timer on the fake clock
 *   await clock.tick(2999);            // still shown
 *   await clock.tick(1);               // gone
 * } finally {
 *   clock.uninstall();
 * }
 * ```
 *
 * Rules that keep it honest:
 * - Code under test must read the timer globals when it runs (`setTimeout(...)`,
 *   `globalThis.setTimeout(...)`), not a copy taken at module load.
 * - `waitFor`, `findBy…` and `userEvent` (Storybook instruments it) wait on timers, so they
 *   stall while the clock is installed: use `fireEvent` (synchronous), `getBy…`, or call the
 *   store action directly, and `await clock.tick(0)` to let React render.
 * - React, Headless UI's transitions and requestAnimationFrame keep real time.
 * - Installing again first uninstalls a clock that a failed story left behind.
 */

/** The clock returned by installFakeClock. */
export interface FakeClock {
  /** The fake time in ms, as `Date.now()` reports it. */
  now: () => number;
  /**
   * Moves time forward by `ms`, running every timer that falls due, in order (intervals
   * repeat). Resolves after a real task, so React has rendered what the timers changed.
   */
  tick: (ms: number) => Promise<void>;
  /** Puts the real globals back and forgets pending fake timers. */
  uninstall: () => void;
}

interface FakeTimer {
  at: number;
  callback: (...args: unknown[]) => void;
  args: unknown[];
  /** Set for intervals: the period to schedule the next run with. */
  every?: number;
}

let current: FakeClock | null = null;

/** Replaces the timer globals and Date.now with a clock that starts at `start` (ms). */
export function installFakeClock(start: number = Date.now()): FakeClock {
  current?.uninstall();
  const real = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
    dateNow: Date.now,
  };
  const timers = new Map<number, FakeTimer>();
  let now = start;
  let nextId = 1;

  const schedule = (handler: TimerHandler, delay: number | undefined, args: unknown[], repeat: boolean) => {
    if (typeof handler !== 'function')
      throw new TypeError('fake-clock: string timer handlers are not supported');
    const wait = Math.max(0, Number(delay) || 0);
    const id = nextId++;
    timers.set(id, {
      at: now + wait,
      callback: handler as (...args: unknown[]) => void,
      args,
      every: repeat ? Math.max(1, wait) : undefined,
    });
    return id;
  };
  const clear = (id: number | undefined) => {
    if (id !== undefined) timers.delete(id);
  };

  const fake = {
    setTimeout: ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      schedule(handler, delay, args, false)) as typeof window.setTimeout,
    setInterval: ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      schedule(handler, delay, args, true)) as typeof window.setInterval,
    clearTimeout: clear as typeof window.clearTimeout,
    clearInterval: clear as typeof window.clearInterval,
  };
  Object.assign(window, fake);
  Date.now = () => now;

  const nextDue = (until: number): [number, FakeTimer] | undefined => {
    let found: [number, FakeTimer] | undefined;
    for (const entry of timers) {
      // Earliest first; equal times run in the order they were scheduled (Map order).
      if (entry[1].at <= until && (!found || entry[1].at < found[1].at)) found = entry;
    }
    return found;
  };

  const clock: FakeClock = {
    now: () => now,
    tick: async (ms) => {
      const until = now + Math.max(0, ms);
      for (let due = nextDue(until); due; due = nextDue(until)) {
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === undefined) timers.delete(id);
        else timer.at += timer.every;
        timer.callback(...timer.args);
      }
      now = until;
      // Two real tasks: one for the state change to commit, one for effects it scheduled.
      for (let pass = 0; pass < 2; pass++)
        await new Promise((resolve) => real.setTimeout.call(window, resolve, 0));
    },
    uninstall: () => {
      if (current !== clock) return;
      Object.assign(window, {
        setTimeout: real.setTimeout,
        clearTimeout: real.clearTimeout,
        setInterval: real.setInterval,
        clearInterval: real.clearInterval,
      });
      Date.now = real.dateNow;
      timers.clear();
      current = null;
    },
  };
  current = clock;
  return clock;
}
