/**
 * The server's modules point one way, without a circle (docs/server-modules.md), as
 * eslint/server-modules.js enforces them through eslint.config.js: infrastructure, then access,
 * then the domains in their order, then the composition root; and no import between files of
 * server/ closes a circle, inside one module too.
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

beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'server/app.ts') });
}, 60_000);

/** The server-modules messages ESLint reports for `import … from '<source>'` in `file`. */
async function graphProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${source}';\nexport { probe };\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('server-modules/') || message.fatal)
    .map((message) => message.message);
}

describe('server units import only units below them', () => {
  const refused: [string, string][] = [
    // Infrastructure knows no domain, and no part of it above itself.
    ['server/http/envelope.ts', '../modules/posts/posts.service.ts'],
    ['server/auth/rate-limits.ts', '../http/call-context.ts'],
    ['server/mail/create-mailer.ts', '../http/call-context.ts'],
    ['server/jobs/job-runner.ts', '../modules/payments/renewal-notices.ts'],
    ['server/core/service-error.ts', '../db/client.ts'],
    // access decides for the domains and asks none of them.
    ['server/access/post-access.ts', '../modules/posts/posts.service.ts'],
    // A domain imports only domains below it.
    ['server/modules/accounts/delete-account.service.ts', '../comments/comments.service.ts'],
    ['server/modules/plans/plans.service.ts', '../payments/subscriptions.service.ts'],
    ['server/modules/posts/publish.service.ts', '../plans/plans.service.ts'],
    ['server/modules/ledger/ledger.service.ts', '../plans/plans.service.ts'],
    ['server/modules/uploads/uploads.routes.ts', '../creator-applications/creator-documents.service.ts'],
    ['server/modules/creators/creators.service.ts', '../chat/chat-store.ts'],
    // Only the composition root wires modules together.
    ['server/modules/posts/posts.service.ts', '../index.ts'],
    ['server/modules/payments/renewals.service.ts', '../../job-handlers.ts'],
  ];

  const allowed: [string, string][] = [
    ['server/http/envelope.ts', '../auth/sessions.ts'],
    ['server/auth/rate-limits.ts', '../core/service-error.ts'],
    ['server/media/media.routes.ts', '../core/clock.ts'],
    ['server/access/post-access.ts', '../media/signing.ts'],
    ['server/modules/comments/comments.service.ts', '../../access/post-access.ts'],
    ['server/modules/payments/orders.service.ts', '../plans/plans.service.ts'],
    ['server/modules/payments/events.service.ts', '../ledger/ledger.service.ts'],
    ['server/modules/users/user-info.service.ts', '../chat/chat-token.ts'],
    ['server/modules/search/search.handlers.ts', '../posts/post-lists.service.ts'],
    ['server/modules/index.ts', './comments/comments.service.ts'],
    ['server/job-handlers.ts', './modules/payments/renewal-notices.ts'],
    ['server/app.ts', './modules/creator-applications/creator-documents.service.ts'],
  ];

  it.each(refused)('refuses in %s an import of %s', async (file, source) => {
    expect(await graphProblems(file, source)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^server\/\S+ may not import server\//)]),
    );
  });

  it.each(allowed)('allows in %s an import of %s', async (file, source) => {
    expect(await graphProblems(file, source)).toEqual([]);
  });
});

describe('no import closes a circle between files of server/', () => {
  const refused: [string, string][] = [
    // client.ts imports the schema: the schema may not import the client back.
    ['server/db/schema.ts', './client.ts'],
    // orders.service.ts charges a saved card through card-charges.service.ts.
    ['server/modules/payments/card-charges.service.ts', './orders.service.ts'],
    ['server/http/call-context.ts', './envelope.ts'],
  ];

  const allowed: [string, string][] = [
    ['server/modules/payments/card-charges.service.ts', './order-row.ts'],
    ['server/modules/payments/renewal-notices.ts', './order-row.ts'],
  ];

  it.each(refused)('refuses in %s an import of %s', async (file, source) => {
    expect(await graphProblems(file, source)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^This import closes a circle: /)]),
    );
  });

  it.each(allowed)('allows in %s an import of %s', async (file, source) => {
    expect(await graphProblems(file, source)).toEqual([]);
  });
});
