import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The app's `zod/mini` is src/app/zod-jitless.ts: jitless (the content security policy refuses
 * zod's `new Function` probe) and with zod's English messages. The build (vite.config.ts), the
 * stories and the unit tests (vitest.config.ts) all resolve it so, so a story or a unit test runs
 * the contract's schemas as the app does. The server runs plain zod/mini beside classic zod.
 */
export const appZodAlias: Alias = {
  find: /^zod\/mini$/,
  replacement: fileURLToPath(new URL('../../src/app/zod-jitless.ts', import.meta.url)),
};
