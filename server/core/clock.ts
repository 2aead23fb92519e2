/** The server's idea of now; tests move it to reach code and session expiry without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
