import { describe, expect, it } from 'vitest';
import { appPathKindOf } from './app-paths.ts';

describe('the pages of the app (spec §2) and every other address', () => {
  it('knows the landing, home, search, publish, chat and the built mine pages', () => {
    for (const path of ['', '/', '/home', '/HOME/', '/search?q=x', '/publish', '/message', '/message/4f2a']) {
      expect(appPathKindOf(path), path).toBe('page');
    }
    for (const path of [
      '/mine',
      '/mine/',
      '/mine/buy',
      '/mine/creator/take-picture',
      '/Mine/Password',
      '/mine/pp',
    ]) {
      expect(appPathKindOf(path), path).toBe('page');
    }
    for (const path of [
      '/official/tos',
      '/official/privacy-policy',
      '/official/usc',
      '/official/Cookie-Policy',
      '/official/academy',
      '/official/Academy/',
    ]) {
      expect(appPathKindOf(path), path).toBe('page');
    }
  });

  it('knows a free trial link’s page: /trial/{code}, and nothing else under /trial', () => {
    expect(appPathKindOf('/trial/AbC-12_xyZ90')).toBe('page');
    for (const path of ['/trial', '/trial/', '/trial/a/b']) expect(appPathKindOf(path), path).toBe('unknown');
  });

  it('knows the operations console: its home and a page per queue', () => {
    for (const path of ['/ops', '/ops/', '/ops/posts', '/OPS/Withdrawals', '/ops/audit']) {
      expect(appPathKindOf(path), path).toBe('page');
    }
    for (const path of ['/ops/nope', '/ops/posts/1', '/ops/constructor']) {
      expect(appPathKindOf(path), path).toBe('unknown');
    }
  });

  it("reads one segment, or one and a post's number, as a creator's page or post", () => {
    expect(appPathKindOf('/mayafit')).toBe('creator-or-post');
    expect(appPathKindOf('/mayafit/12')).toBe('creator-or-post');
    expect(appPathKindOf('/mayafit/')).toBe('creator-or-post');
  });

  it('calls every other address unknown', () => {
    const unknown = [
      '/home/extra',
      '/search/x',
      '/publish/1',
      '/message/a/b',
      '/mayafit/0',
      '/mayafit/post',
      '/mayafit/12/more',
      '/mine/nope',
      '/mine/password/extra',
      '/mine/creator/extra',
      '/official',
      '/official/nope',
      '/devmode',
      '/error-401',
    ];
    for (const path of unknown) expect(appPathKindOf(path), path).toBe('unknown');
  });

  it('calls every page of the spec a page: the account, the profile editor and its preview, the academy', () => {
    for (const path of ['/mine/profile-prvw', '/mine/account', '/mine/profile-set', '/official/academy']) {
      expect(appPathKindOf(path), path).toBe('page');
    }
  });
});
