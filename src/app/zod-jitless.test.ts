import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

// The unit tier resolves zod/mini as the build does (scripts/vite/app-zod.ts).
describe("the app's zod/mini", () => {
  it('never probes `new Function` (the content security policy refuses it)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it("reports zod's English messages, as classic zod did", () => {
    const result = z.object({ name: z.string().check(z.minLength(4)) }).safeParse({ name: 'ab' });
    expect(result.error?.issues[0]?.message).toBe('Too small: expected string to have >=4 characters');
  });
});
