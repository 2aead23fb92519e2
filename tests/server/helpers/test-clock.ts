/** A server clock the test moves by hand, to reach expiry times without sleeping. */
import type { Clock } from '../../../server/core/clock.ts';

export class TestClock implements Clock {
  private offsetMs = 0;

  /** Real time plus every advance so far, so timers and the envelope's timestamps stay sensible. */
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
