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
  messageIdsIn,
  reachedFiles,
} from '../../scripts/vite/app-message-ids.ts';
import { catalogueParts, onlyMessages } from '../../scripts/vite/precompiled-catalogues.ts';
import { SHARED_PAGE_SCREENS } from '../../src/contract/first-visit-loads.ts';

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

describe("the catalogue's three parts", () => {
  const shown = appMessageIds(entry);
  const { first, shared, rest } = catalogueParts(root);
  const relative = (file: string) => file.slice(root.length + 1);

  it('gives a first visit the shell, landing and home texts, and leaves the rest for later', () => {
    // The cookie banner loads lazily but any first visit may show it (FIRST_VISIT_LAZY_TEXT).
    for (const id of [
      'landing.hero.title',
      'home.feed.label',
      'nav.mine',
      'content.error',
      'cookie.banner.accept',
    ]) {
      expect(en, id).toHaveProperty([id]);
      expect(first.has(id), id).toBe(true);
    }
    // The auth dialog, the mine screens, the chat and the creator's tools load lazily, after the
    // first render.
    for (const id of ['auth.main.continue', 'mine.password.changeTitle', 'chat.input.label']) {
      expect(en, id).toHaveProperty([id]);
      expect(rest.has(id), id).toBe(true);
    }
  });

  it("gives the links people share their screens' text, and what those screens load lazily", () => {
    // The creator page's filter, the search's tabs, a post's comments and the video player.
    for (const id of ['creatorPage.filter.all', 'video.play']) {
      expect(en, id).toHaveProperty([id]);
      expect(shared.has(id), id).toBe(true);
    }
    // Far smaller than the rest, which the other screens' text makes.
    expect(shared.size).toBeGreaterThan(0);
    expect(shared.size * 3).toBeLessThan(rest.size);
  });

  it('splits what the app can show into three parts without losing or repeating a message', () => {
    expect([...first].filter((id) => shared.has(id) || rest.has(id))).toEqual([]);
    expect([...shared].filter((id) => rest.has(id))).toEqual([]);
    expect(new Set([...first, ...shared, ...rest])).toEqual(shown);
  });

  it("has every load that waits for the shared links' part only load text that part holds", () => {
    // withSharedMessages waits for the shared part, not the rest: what it loads (and all that
    // loads in turn) must find its text in the first two parts, or it would render message ids.
    const loads: string[] = [];
    for (const file of reachedFiles(entry)) {
      const source = readFileSync(file, 'utf8');
      for (const [, call] of source.matchAll(/withSharedMessages\(([^;]*?)\)\s*[,;)]/gs)) {
        for (const [, specifier] of call!.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
          const target = normalize(join(dirname(file), specifier!));
          loads.push(relative(target));
          const missing = [...messageIdsIn(reachedFiles(target))].filter(
            (id) => shown.has(id) && !first.has(id) && !shared.has(id),
          );
          expect(missing, `${relative(file)} loads ${specifier}`).toEqual([]);
        }
      }
    }
    expect(loads).toEqual(
      expect.arrayContaining([
        'src/screens/creator/creator-entry.ts',
        'src/screens/search/search-entry.ts',
        'src/features/post-video/post-video-entry.ts',
      ]),
    );
  });

  it('reaches a shared screen from its entry', () => {
    const reached = reachedFiles(join(root, 'src/screens/creator/creator-entry.ts')).map(relative);
    expect(reached).toContain(SHARED_PAGE_SCREENS.creator);
  });

  it('has every lazily loaded part a first visit can start wait for the rest of the catalogue', () => {
    // Code a first visit runs may load a part before the rest of the catalogue has arrived; such a
    // load goes through withAllMessages or withSharedMessages (src/i18n/messages.ts; the test above
    // holds the latter to its part), or the part loads the whole catalogue itself. Code outside
    // the first visit was itself loaded through such a load.
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
        checked.push(relative(target));
        expect(
          source.includes('withAllMessages(') || source.includes('withSharedMessages(') || loadsItself,
          `${file.slice(root.length + 1)} loads ${specifier} (${outside[0]}...)`,
        ).toBe(true);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'src/features/auth-dialog/auth-dialog.tsx',
        'src/screens/publish/publish-screen.tsx',
      ]),
    );
  });
});
