/**
 * A minimal fake clock for play functions: replaces setTimeout/clearTimeout on globalThis
 * until uninstalled, and runs due timers on tick(). Only code that reads the timers at call
 * time (the player's IdleTimer) is affected; testing-library's waitFor must not be awaited
 * while it is installed.
 */
export interface FakeClock {
  tick(ms: number): void;
  uninstall(): void;
}

export function installFakeClock(): FakeClock {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();

  globalThis.setTimeout = ((handler: () => void, delay = 0) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, delay), run: handler });
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => {
    timers.delete(id);
  }) as typeof clearTimeout;

  return {
    tick(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    uninstall() {
      globalThis.setTimeout = realSetTimeout;
      globalThis.clearTimeout = realClearTimeout;
    },
  };
}

/** Lets React commit what a timer callback changed (two frames; rAF is not faked). */
export function nextFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
