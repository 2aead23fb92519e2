import { describe, expect, it } from 'vitest';
import {
  localeFromPrefix,
  SUPPORTED_LOCALES,
  TRADITIONAL_CHINESE_ALIASES,
} from '../../i18n/locale-resolution.ts';
import { isAppNavigation } from './navigation-allowlist.ts';

describe('the service worker answers only app routes with the app shell', () => {
  it.each([
    '/',
    '/?lang=fr',
    '/error-401',
    '/en',
    '/en/home',
    '/en/home?auth=signup',
    '/ar/mine/settings',
    '/zh-tw/home',
    '/zh-hk/home',
    '/FR/home',
    '/en?oauth=google&code=abc&state=xyz',
    '/ja/no-such-page',
  ])('serves the app shell for %s', (path) => {
    expect(isAppNavigation(path)).toBe(true);
  });

  it.each([
    '/dev/outbox',
    '/dev/outbox.json?to=a@example.com',
    '/healthz',
    '/api/app/config',
    '/api',
    '/media/p/abc.webp',
    '/oauth/google/callback?code=abc&state=xyz',
    '/oauth/apple/callback',
    '/ws',
    '/assets/index-abc.js',
    '/english/home',
    '/en-gb/home',
    '/error-4010',
    '/sandbox/checkout/cs_0123456789abcdefABCDEF01',
    '/sandbox/checkout/cs_0123456789abcdefABCDEF01?lang=ar',
    '/webhooks/sandbox',
  ])('leaves %s to the server', (path) => {
    expect(isAppNavigation(path)).toBe(false);
  });

  it('covers every prefix the language rules accept, and no other', () => {
    for (const segment of [...SUPPORTED_LOCALES, ...TRADITIONAL_CHINESE_ALIASES]) {
      expect(localeFromPrefix(segment), segment).not.toBeNull();
      expect(isAppNavigation(`/${segment}/home`), segment).toBe(true);
      expect(isAppNavigation(`/${segment.toUpperCase()}`), segment).toBe(true);
    }
    for (const segment of [
      'api',
      'media',
      'healthz',
      'dev',
      'oauth',
      'ws',
      'assets',
      'sandbox',
      'webhooks',
      'zh',
      'zh-sg',
    ]) {
      expect(localeFromPrefix(segment), segment).toBeNull();
      expect(isAppNavigation(`/${segment}/x`), segment).toBe(false);
    }
  });
});
