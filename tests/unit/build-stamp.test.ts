import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, decideBuild, hashBuildInputs, readStamp } from '../../scripts/lib/build-stamp.ts';

const state = { hash: 'abc', stamp: 'abc', hasBuild: true, force: false };

describe('whether npm start builds the app', () => {
  it('skips the build when the stamp matches the sources', () => {
    expect(decideBuild(state)).toEqual({
      build: false,
      reason: 'the sources are unchanged since the last build',
    });
  });

  it('builds when the sources changed, with the reason', () => {
    const decision = decideBuild({ ...state, stamp: 'old' });
    expect(decision.build).toBe(true);
    expect(decision.reason).toMatch(/^the sources changed since the last build/);
  });

  it('builds when there is no build, no stamp, or FORCE_BUILD', () => {
    expect(decideBuild({ ...state, hasBuild: false })).toEqual({
      build: true,
      reason: 'dist/ holds no build yet',
    });
    expect(decideBuild({ ...state, stamp: undefined })).toEqual({
      build: true,
      reason: 'the build in dist/ has no stamp',
    });
    expect(decideBuild({ ...state, force: true })).toEqual({ build: true, reason: 'FORCE_BUILD is set' });
  });
});

describe('the hash of the build inputs', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const project = () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    mkdirSync(path.join(root, 'src', 'app'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'app', 'main.tsx'), 'one');
    writeFileSync(path.join(root, 'index.html'), '<html>');
    return root;
  };

  it('changes when a file is edited, added or renamed, and not otherwise', () => {
    project();
    const first = hashBuildInputs(root);
    expect(hashBuildInputs(root)).toBe(first);
    writeFileSync(path.join(root, 'src', 'app', 'main.tsx'), 'two');
    const edited = hashBuildInputs(root);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(root, 'locales.json'), 'not an input');
    expect(hashBuildInputs(root)).toBe(edited);
    writeFileSync(path.join(root, 'src', 'extra.ts'), '');
    expect(hashBuildInputs(root)).not.toBe(edited);
  });

  it('changes with the keys the build bakes in', () => {
    project();
    expect(hashBuildInputs(root, { API_SIGN_KEY: 'another-sign-key-1234' })).not.toBe(hashBuildInputs(root));
    expect(hashBuildInputs(root, { UNRELATED: 'x' })).toBe(hashBuildInputs(root));
  });

  it('reads the stamp the last build wrote, or none', () => {
    project();
    expect(readStamp(root)).toBeUndefined();
    writeFileSync(path.join(root, STAMP_FILE), 'abc\n');
    expect(readStamp(root)).toBe('abc');
  });
});
