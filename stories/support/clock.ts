/**
 * The fake clock of every story that asserts time ("shown for 3 s", "not again within 1000 ms"):
 * `@sinonjs/fake-timers`, so a story asserts the spec's numbers without waiting for them and
 * without flaking on a busy machine. While installed it replaces `setTimeout`, `clearTimeout`,
 * `setInterval`, `clearInterval` and `Date` (so `Date.now()`); time moves only when you call
 * `tick`.
 *
 * ```ts
 * const clock = installClock();
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
 * - React, Headless UI's transitions, `performance.now()` and IntersectionObserver keep real
 *   time; `settle()` and `settleUntil()` wait for them without moving the clock.
 *   requestAnimationFrame keeps real time too unless `animationFrames: true` (for a carousel
 *   whose glide runs on frames: `tick` then plays the frames, 16 ms apart).
 * - An event's `timeStamp` comes from the browser's clock: gesture code that measures speed or
 *   a double tap by it sees the fake clock only for events made with `stamp(event)`.
 * - Installing again first uninstalls a clock that a failed story left behind.
 */
import { withGlobal, type FakeMethod } from '@sinonjs/fake-timers';

/** The clock returned by installClock. */
export interface StoryClock {
  /** The fake time in ms, as `Date.now()` reports it. */
  now: () => number;
  /**
   * Moves time forward by `ms`, running every timer that falls due, in order (intervals
   * repeat, promises settle between timers). Then lets React render what the timers changed.
   */
  tick: (ms: number) => Promise<void>;
  /**
   * Waits for the browser (layout, IntersectionObserver, React) without moving the fake clock:
   * `frames` animation frames and then two real tasks.
   */
  settle: (frames?: number) => Promise<void>;
  /** Settles (one frame at a time) until `check` stops throwing; throws its error after `frames`. */
  settleUntil: (check: () => void, frames?: number) => Promise<void>;
  /**
   * How many timers of `ms` (setTimeout or setInterval) the code has scheduled since the clock
   * was installed: a
   * story waits for the one it is about to tick past, because code that awaits a real answer
   * first (the mocked server answers in real time) schedules it only once that answer is read.
   */
  timersScheduled: (ms: number) => number;
  /** Gives `event` the fake clock's time as its `timeStamp` and returns it, for `fireEvent`. */
  stamp: <E extends Event>(event: E) => E;
  /** Puts the real globals back and forgets pending fake timers. */
  uninstall: () => void;
}

export interface ClockOptions {
  /** Where the fake time starts (ms since 1970). @default Date.now() */
  now?: number;
  /** Fake requestAnimationFrame too, so `tick` plays animation frames. @default false */
  animationFrames?: boolean;
}

let current: { uninstall: () => void } | null = null;

/**
 * Puts the real timers back if a story that timed out left its clock installed (its `finally`
 * never ran), so the next story's `userEvent` and `findBy…` do not stall on it.
 */
export function uninstallLeftoverClock() {
  current?.uninstall();
}

/** Replaces the timer globals and Date (and, if asked, animation frames) with a fake clock. */
export function installClock({ now = Date.now(), animationFrames = false }: ClockOptions = {}): StoryClock {
  current?.uninstall();
  const realSetTimeout = window.setTimeout.bind(window);
  const realAnimationFrame = window.requestAnimationFrame.bind(window);
  const realTasks = async (count: number) => {
    for (let pass = 0; pass < count; pass++) await new Promise((resolve) => realSetTimeout(resolve, 0));
  };
  const faked: FakeMethod[] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'];
  if (animationFrames) faked.push('requestAnimationFrame', 'cancelAnimationFrame');
  const clock = withGlobal(window).install({ now, toFake: faked });
  const installed = {
    clock,
    uninstall: () => {
      if (current !== installed) return;
      clock.uninstall();
      current = null;
    },
  };
  current = installed;
  // Counted in wrappers over the fake timers; uninstalling puts the real ones back over them.
  const scheduledDelays: number[] = [];
  const fakeSetTimeout = window.setTimeout;
  const fakeSetInterval = window.setInterval;
  const counted =
    (schedule: (handler: TimerHandler, delay?: number, ...rest: unknown[]) => number) =>
    (handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      scheduledDelays.push(delay ?? 0);
      return schedule(handler, delay, ...rest);
    };
  Object.assign(window, { setTimeout: counted(fakeSetTimeout), setInterval: counted(fakeSetInterval) });
  const settle = async (frames = 2) => {
    for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => realAnimationFrame(resolve));
    await realTasks(2);
  };
  return {
    now: () => clock.now,
    tick: async (ms) => {
      await clock.tickAsync(Math.max(0, ms));
      // Two real tasks: one for the state change to commit, one for effects it scheduled.
      await realTasks(2);
    },
    settle,
    settleUntil: async (check, frames = 120) => {
      for (let frame = 0; ; frame++) {
        try {
          check();
          return;
        } catch (error) {
          if (frame >= frames) throw error;
          await settle(1);
        }
      }
    },
    timersScheduled: (ms) => scheduledDelays.filter((delay) => delay === ms).length,
    stamp: (event) => {
      Object.defineProperty(event, 'timeStamp', { value: clock.now });
      return event;
    },
    uninstall: installed.uninstall,
  };
}

/**
 * Makes `Date` (only: timers, `userEvent` and `findBy…` keep real time) start at `now` and run on
 * from there, for a story whose dates depend on today: a date field's day wraps within its month
 * (react-aria), so "the day before the range's first" differs on the 1st. Returns the uninstall,
 * for a story's `beforeEach`.
 */
export function fixToday(now: number): () => void {
  const clock = withGlobal(window).install({ now, toFake: ['Date'], shouldAdvanceTime: true });
  return () => clock.uninstall();
}
