/**
 * The `zod/mini` the app uses (scripts/vite/app-zod.ts resolves every `import … from 'zod/mini'`
 * here, in the build and in the unit and story tests): zod's functional API, set to jitless and
 * to English issue messages before any module can build a schema.
 *
 * Why mini: the contract's schemas are built from functions (`z.optional(x)`,
 * `z.string().check(z.maxLength(20))`) that the bundler keeps only when used, where classic
 * zod's method chains bring the whole library along. Plain `zod` is refused in src/ by
 * eslint.config.js; the server keeps classic zod for its own configuration.
 *
 * Why jitless: building its first object schema, zod probes whether `new Function` works; the
 * content security policy (script-src 'self', no 'unsafe-eval') refuses it, and the browser
 * reports a violation on every page load. Jitless parsing skips the probe and costs nothing
 * measurable at the app's answer sizes. Calling `z.config` from main.tsx is too late: the bundler
 * places the contract's schemas in a shared chunk that runs before the entry chunk's own code, so
 * the setting has to travel with zod itself. tests/e2e/content-security.spec.ts checks that no
 * violation is left.
 *
 * Why English: classic zod loads its English messages when imported, mini loads none (every
 * issue would read "Invalid input"). The contract's rules carry their own codes, but zod's own
 * messages still reach a form field without one (rule-message.ts shows them as they are) and the
 * error of an answer that fails its schema; they stay what they were.
 */
import { config } from 'zod/v4/mini';
import en from 'zod/v4/locales/en.js';

config({ ...en(), jitless: true });

export * from 'zod/v4/mini';
