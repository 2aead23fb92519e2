/**
 * The one-way imports of docs/architecture.md as eslint.config.js enforces them:
 * app → screens → components; contract, i18n, state and api below every layer; the server
 * uses only src/contract and src/i18n from src/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Type-aware rules need files on disk; these probes are virtual, so type information is off.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

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
  ['src/components/molecules/post-card/post-card.tsx', '../../../app/router.tsx'],
  ['src/components/atoms/button/button.tsx', '@/screens/home/home-screen.tsx'],
  ['src/screens/home/home-screen.tsx', '../../app/layouts/main-layout.tsx'],
  ['src/screens/home/home-screen.tsx', 'src/app/router.tsx'],
  ['src/api/get-post-list.ts', '../components/atoms/button/button.tsx'],
  ['src/state/session.ts', '../screens/home/home-screen.tsx'],
  ['src/i18n/messages.ts', '../app/router.tsx'],
  ['src/contract/registry.ts', '../components/atoms/button/button.tsx'],
  ['server/modules/posts/posts.service.ts', '../../../src/state/session.ts'],
  ['server/modules/posts/posts.service.ts', '../../../src/api/client.ts'],
  ['server/modules/posts/posts.service.ts', '../../../src/components/atoms/button/button.tsx'],
  ['server/http/envelope.ts', '../../stories/home.stories.tsx'],
];

const allowed: [string, string][] = [
  ['src/app/router.tsx', '../screens/home/home-screen.tsx'],
  ['src/app/router.tsx', '../components/atoms/button/button.tsx'],
  ['src/screens/home/home-screen.tsx', '../../components/molecules/post-card/post-card.tsx'],
  ['src/screens/home/home-screen.tsx', '../../api/get-post-list.ts'],
  ['src/components/molecules/post-card/post-card.tsx', '../../atoms/button/button.tsx'],
  ['src/components/molecules/post-card/post-card.tsx', '../../../i18n/format.ts'],
  ['src/components/molecules/post-card/post-card.tsx', '../../../contract/entities.ts'],
  ['src/components/organisms/app-bar/app-bar.tsx', '../../molecules/app-menu/app-menu.tsx'],
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
