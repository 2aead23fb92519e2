/**
 * The app's catalogues keep only the messages app code can show (scripts/vite/app-message-ids.ts):
 * everything a screen, the shell or a lazily loaded feature shows must stay; messages of the
 * components only stories use so far are left out.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appMessageIds,
  firstVisitEntries,
  firstVisitMessageIds,
  messageIdsIn,
  reachedFiles,
} from '../../scripts/vite/app-message-ids.ts';
import { onlyMessages, partIds } from '../../scripts/vite/precompiled-catalogues.ts';

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

  it('leaves out the messages of components no screen uses yet (the bulletin card)', () => {
    expect(Object.keys(en).some((id) => id.startsWith('bulletin.'))).toBe(true);
    expect(Object.keys(kept).filter((id) => id.startsWith('bulletin.'))).toEqual([]);
    expect(Object.keys(kept).length).toBeLessThan(Object.keys(en).length);
  });

  it("keeps the chat screen's messages, and its organisms', once /{lang}/message exists", () => {
    for (const id of [
      'chat.screen.title',
      'chat.input.label',
      'chat.connection.closedMark',
      'info.pickMessage',
    ]) {
      expect(kept, id).toHaveProperty([id]);
    }
  });

  it("keeps the video player's messages once the home feed plays videos", () => {
    for (const id of ['video.play', 'video.failed', 'video.retry', 'post.video']) {
      expect(kept, id).toHaveProperty([id]);
    }
  });
});

describe("the catalogue's two parts", () => {
  const shown = appMessageIds(entry);
  const firstVisit = firstVisitMessageIds(root);
  const first = partIds('first', shown, firstVisit);
  const rest = partIds('rest', shown, firstVisit);

  it('gives a first visit the shell, landing and home texts, and leaves the rest for later', () => {
    for (const id of ['landing.hero.title', 'home.feed.label', 'nav.mine', 'content.error']) {
      expect(en, id).toHaveProperty([id]);
      expect(first.has(id), id).toBe(true);
    }
    // The auth dialog, the cookie banner, the mine screens and the feed's video player load
    // lazily, after the first render.
    for (const id of [
      'cookie.banner.accept',
      'auth.main.continue',
      'mine.password.changeTitle',
      'video.play',
    ]) {
      expect(en, id).toHaveProperty([id]);
      expect(rest.has(id), id).toBe(true);
    }
    expect(first.size).toBeGreaterThan(0);
    expect(rest.size).toBeGreaterThan(0);
  });

  it('splits what the app can show into two parts without losing or repeating a message', () => {
    expect([...first].filter((id) => rest.has(id))).toEqual([]);
    expect(new Set([...first, ...rest])).toEqual(shown);
  });

  it('has every lazily loaded part a first visit can start wait for the rest of the catalogue', () => {
    // Code a first visit runs may load a part before the rest of the catalogue has arrived; such a
    // load goes through withAllMessages (src/i18n/messages.ts), or the part loads the whole
    // catalogue itself. Code outside the first visit was itself loaded through such a load.
    const firstVisitFiles = reachedFiles(firstVisitEntries(root), true);
    const firstVisitModules = new Set(firstVisitEntries(root));
    const checked: string[] = [];
    for (const file of firstVisitFiles) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
        const target = normalize(join(dirname(file), specifier!));
        if (firstVisitModules.has(target)) continue;
        const outside = [...messageIdsIn(reachedFiles(target, true))].filter((id) => !first.has(id));
        if (outside.length === 0) continue;
        const loadsItself = readFileSync(target, 'utf8').includes('loadAllMessages(');
        checked.push(target.slice(root.length + 1));
        expect(
          source.includes('withAllMessages(') || loadsItself,
          `${file.slice(root.length + 1)} loads ${specifier} (${outside[0]}...)`,
        ).toBe(true);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'src/features/auth-dialog/auth-dialog.tsx',
        'src/screens/publish/publish-screen.tsx',
        'src/components/organisms/cookie-banner/cookie-banner.tsx',
      ]),
    );
  });
});
