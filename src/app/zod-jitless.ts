/**
 * The `zod` the app's bundle uses (vite.config.ts resolves every `import … from 'zod'` of the
 * client here): zod itself, set to jitless before any module can build a schema.
 *
 * Why: building its first object schema, zod probes whether `new Function` works; the content
 * security policy (script-src 'self', no 'unsafe-eval') refuses it, and the browser reports a
 * violation on every page load. Jitless parsing skips the probe and costs nothing measurable at
 * the app's answer sizes. Calling `z.config` from main.tsx is too late: the bundler places the
 * contract's schemas in a shared chunk that runs before the entry chunk's own code, so the setting
 * has to travel with zod itself. tests/e2e/content-security.spec.ts checks that no violation is left.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
