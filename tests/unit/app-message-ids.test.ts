/**
 * The app's catalogues keep only the messages app code can show (scripts/vite/app-message-ids.ts):
 * everything a screen, the shell or a lazily loaded feature shows must stay; messages of the
 * components only stories use so far are left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMessageIds, reachedFiles } from '../../scripts/vite/app-message-ids.ts';
import { onlyMessages } from '../../scripts/vite/precompiled-catalogues.ts';

const root = join(import.meta.dirname, '..', '..');
const entry = join(root, 'src/app/main.tsx');
const en = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Record<string, string>;

describe("the app's messages", () => {
  const ids = appMessageIds(entry);
  const kept = onlyMessages(en, ids);

  it('follows static and lazy imports from the entry into screens and features', () => {
    const files = reachedFiles(entry).map((file) => file.slice(root.length + 1));
    expect(files).toContain('src/screens/landing/landing-screen.tsx');
    // Reached only through import(): the auth dialog and the mine screens.
    expect(files).toContain('src/features/auth-dialog/auth-dialog.tsx');
    expect(files).toContain('src/screens/mine/password/password-screen.tsx');
  });

  it("keeps the shell's, the screens' and the lazy features' messages", () => {
    for (const id of [
      'content.error',
      'nav.mine',
      'cookie.banner.accept',
      'home.feed.label',
      'common.back',
    ]) {
      expect(en, id).toHaveProperty([id]);
      expect(kept, id).toHaveProperty([id]);
    }
    expect(Object.keys(kept).filter((id) => id.startsWith('landing.'))).toEqual(
      Object.keys(en).filter((id) => id.startsWith('landing.')),
    );
    expect(Object.keys(kept).some((id) => id.startsWith('auth.'))).toBe(true);
  });

  it('leaves out the messages of components no screen uses yet (the chat input, the video player)', () => {
    expect(Object.keys(en).some((id) => id.startsWith('chat.'))).toBe(true);
    expect(Object.keys(kept).filter((id) => id.startsWith('chat.') || id.startsWith('video.'))).toEqual([]);
    expect(Object.keys(kept).length).toBeLessThan(Object.keys(en).length);
  });
});
