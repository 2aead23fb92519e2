/**
 * The one-way imports of docs/architecture.md as eslint.config.js enforces them:
 * app → screens → features → components; contract, i18n and state below every layer, api below
 * every layer but components (a component that needs the server is a feature); the server
 * uses only src/contract and src/i18n from src/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Type-aware rules need files on disk; these probes are virtual, so type information is off.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

// Loading the config and its plugins takes seconds on a busy machine; pay it once, not in a test.
beforeAll(async () => {
  await eslint.calculateConfigForFile(path.join(root, 'src/app/app-routes.tsx'));
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/app/app-routes.tsx') });
}, 60_000);

/** The restricted-import messages ESLint reports for `import … from '<source>'` in `file`. */
async function importProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${source}';\nexport { probe };\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.fatal)
    .map((message) => message.message);
}

const refused: [string, string][] = [
  ['src/components/molecules/post-card/post-card.tsx', '../../../screens/home/home-screen.tsx'],
  ['src/components/molecules/post-card/post-card.tsx', '../../../app/app-routes.tsx'],
  ['src/components/atoms/button/button.tsx', '@/screens/home/home-screen.tsx'],
  ['src/screens/home/home-screen.tsx', '../../app/layouts/main-layout.tsx'],
  ['src/screens/home/home-screen.tsx', 'src/app/app-routes.tsx'],
  ['src/api/get-post-list.ts', '../components/atoms/button/button.tsx'],
  ['src/api/get-post-list.ts', '../features/auth-dialog/auth-dialog.tsx'],
  // Components get data through props: the server is reached from features and screens.
  ['src/components/organisms/modal/modal.tsx', '../../../api/login-by-password.ts'],
  ['src/components/molecules/post-card/post-card.tsx', '@/api/client.ts'],
  ['src/components/atoms/button/button.tsx', 'src/api/errors.ts'],
  ['src/components/organisms/side-nav/side-nav.tsx', '../../../features/auth-dialog/auth-dialog.tsx'],
  ['src/features/auth-dialog/main-screen.tsx', '../../screens/home/home-screen.tsx'],
  ['src/features/auth-dialog/main-screen.tsx', '../../app/app-routes.tsx'],
  ['src/features/auth-dialog/main-screen.tsx', '@/screens/landing/landing-screen.tsx'],
  ['src/state/session.ts', '../screens/home/home-screen.tsx'],
  ['src/i18n/messages.ts', '../app/app-routes.tsx'],
  ['src/contract/registry.ts', '../components/atoms/button/button.tsx'],
  ['server/modules/posts/posts.service.ts', '../../../src/state/session.ts'],
  ['server/modules/posts/posts.service.ts', '../../../src/api/client.ts'],
  ['server/modules/posts/posts.service.ts', '../../../src/components/atoms/button/button.tsx'],
  ['server/http/envelope.ts', '../../stories/home.stories.tsx'],
];

const allowed: [string, string][] = [
  ['src/app/app-routes.tsx', '../screens/home/home-screen.tsx'],
  ['src/app/app-routes.tsx', '../components/atoms/button/button.tsx'],
  ['src/screens/home/home-screen.tsx', '../../components/molecules/post-card/post-card.tsx'],
  ['src/screens/home/home-screen.tsx', '../../api/get-post-list.ts'],
  ['src/components/molecules/post-card/post-card.tsx', '../../atoms/button/button.tsx'],
  ['src/components/molecules/post-card/post-card.tsx', '../../../i18n/format.ts'],
  ['src/components/molecules/post-card/post-card.tsx', '../../../contract/entities.ts'],
  ['src/components/organisms/app-bar/app-bar.tsx', '../../molecules/app-menu/app-menu.tsx'],
  ['src/app/layouts/root-shell.tsx', '../../features/auth-dialog/auth-dialog.tsx'],
  ['src/screens/landing/landing-screen.tsx', '../../features/auth-dialog/auth-dialog.tsx'],
  ['src/features/auth-dialog/main-screen.tsx', '../../api/login-by-password.ts'],
  ['src/features/auth-dialog/main-screen.tsx', '../../components/atoms/button/button.tsx'],
  ['src/features/auth-dialog/main-screen.tsx', '../../state/auth-dialog.ts'],
  ['src/features/auth-dialog/main-screen.tsx', './auth-messages.ts'],
  ['src/components/organisms/modal/modal.tsx', '../../../state/dialogs.ts'],
  ['src/api/client.ts', '../state/session.ts'],
  ['src/api/client.ts', '../contract/envelope.ts'],
  ['server/http/envelope.ts', '../../src/contract/envelope.ts'],
  ['server/http/envelope.ts', '../../src/i18n/locale-resolution.ts'],
  ['server/modules/app/app.service.ts', '../../db/client.ts'],
  ['server/app.ts', 'fastify'],
  ['src/components/atoms/button/button.tsx', 'react-aria'],
];

describe('one-way imports', () => {
  it.each(refused)('refuses in %s an import of %s', async (file, source) => {
    expect(await importProblems(file, source)).toEqual([expect.stringMatching(/may (not )?import/)]);
  });

  it.each(allowed)('allows in %s an import of %s', async (file, source) => {
    expect(await importProblems(file, source)).toEqual([]);
  });
});

describe('server infrastructure never imports a domain module', () => {
  const refusedOnServer: [string, string][] = [
    ['server/http/envelope.ts', '../modules/posts/posts.service.ts'],
    ['server/http/call-context.ts', '../modules/accounts/account-store.ts'],
    ['server/db/client.ts', '../modules/accounts/account-store.ts'],
    ['server/mail/create-mailer.ts', '../modules/accounts/email-codes.ts'],
    ['server/media/signing.ts', '../modules/posts/posts.access.ts'],
    // The server's rules on src/ still hold inside the infrastructure folders.
    ['server/http/envelope.ts', '../../src/state/session.ts'],
  ];

  const allowedOnServer: [string, string][] = [
    ['server/modules/posts/posts.service.ts', '../../db/schema.ts'],
    ['server/modules/accounts/oauth/oauth-callback.routes.ts', '../../../http/envelope.ts'],
    ['server/modules/users/users.handlers.ts', '../accounts/account-store.ts'],
    ['server/http/envelope.ts', '../auth/sessions.ts'],
    ['server/mail/create-mailer.ts', '../core/service-error.ts'],
    ['server/app.ts', './modules/index.ts'],
  ];

  it.each(refusedOnServer)('refuses in %s an import of %s', async (file, source) => {
    expect(await importProblems(file, source)).toEqual([expect.stringMatching(/may (not )?import/)]);
  });

  it.each(allowedOnServer)('allows in %s an import of %s', async (file, source) => {
    expect(await importProblems(file, source)).toEqual([]);
  });
});

describe("the app's zod is zod/mini", () => {
  // Classic zod's method chains bring the whole library into the bundle; only zod/mini goes
  // through the jitless entry (src/app/zod-jitless.ts).
  const refusedZod: [string, string][] = [
    ['src/contract/entities.ts', 'zod'],
    ['src/contract/rules/account-rules.ts', 'zod/v4'],
    ['src/features/auth-dialog/main-screen.tsx', 'zod'],
    ['src/screens/mine/delete-account/delete-account-form.tsx', 'zod/v4/mini'],
    ['src/components/molecules/form/use-zod-form.ts', 'zod/v4/core'],
    ['src/mocks/envelope.ts', 'zod'],
    ['src/app/app-routes.tsx', 'zod/v4/classic'],
  ];

  const allowedZod: [string, string][] = [
    ['src/contract/entities.ts', 'zod/mini'],
    ['src/features/auth-dialog/main-screen.tsx', 'zod/mini'],
    ['src/components/molecules/form/use-zod-form.ts', 'zod/mini'],
    ['src/app/zod-jitless.ts', 'zod/v4/mini'],
    // The server keeps classic zod for its own configuration.
    ['server/config.ts', 'zod'],
  ];

  it.each(refusedZod)('refuses in %s an import of %s', async (file, source) => {
    expect(await importProblems(file, source)).toEqual([expect.stringMatching(/zod only as 'zod\/mini'/)]);
  });

  it.each(allowedZod)('allows in %s an import of %s', async (file, source) => {
    expect(await importProblems(file, source)).toEqual([]);
  });
});
