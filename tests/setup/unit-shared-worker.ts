/**
 * The unit project runs its files one after another in the same workers (`isolate: false` in
 * vitest.config.ts: no fresh module graph per file). What a file changed on the globals is put
 * back when it ends, so the next file starts as it would in a fresh worker: real timers, no
 * stubbed globals or environment, and the web storage a test assigned (search-history's stand-in
 * localStorage) removed.
 */
import { afterAll, vi } from 'vitest';

const STORAGE = ['localStorage', 'sessionStorage'] as const;
const storageBefore = new Map(
  STORAGE.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const),
);

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const [name, descriptor] of storageBefore) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
});
