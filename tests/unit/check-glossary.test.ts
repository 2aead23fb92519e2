/**
 * The glossary part of `npm run check:locales` (scripts/locale-check/check-glossary.ts): a message
 * that uses a form its locale's glossary avoids is refused; the glossary's own term, a word that
 * only contains the avoided form, and an id the glossary allows pass.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  avoidedFormPattern,
  checkAgainstGlossary,
  checkGlossaries,
  type Glossary,
} from '../../scripts/locale-check/check-glossary.ts';
import { formatProblem } from '../../scripts/locale-check/check-catalogue.ts';

const english: Glossary = {
  locale: 'en',
  wholeWords: true,
  register: { concept: 'register', term: 'you' },
  terms: [
    { concept: 'log in', term: 'log in', avoid: ['sign in', 'signing in'] },
    { concept: 'plan', term: 'plan', avoid: ['tier*'] },
  ],
};

const chinese: Glossary = {
  locale: 'zh-cn',
  wholeWords: false,
  register: { concept: 'register', term: '你', avoid: ['您'] },
  terms: [
    {
      concept: 'post',
      term: '帖子',
      avoid: ['动态'],
      allowedIn: { 'home.feed.label': 'the feed itself, not a post' },
    },
  ],
};

const problemsOf = (glossary: Glossary, messages: Record<string, string>) =>
  checkAgainstGlossary(glossary, [{ file: `locales/${glossary.locale}.json`, messages }]).map(formatProblem);

describe('a message that uses an avoided form', () => {
  it('is refused, naming the message, the form found and the term to use', () => {
    expect(problemsOf(english, { 'error401.title': 'You need to sign in' })).toEqual([
      'locales/en.json: "error401.title" uses "sign in", which the glossary avoids for log in: use "log in"',
    ]);
  });

  it('is refused whatever the case, and a stem with * catches its endings', () => {
    expect(
      problemsOf(english, {
        'auth.oauth.failed': 'Signing in with Apple did not work.',
        'plan.count': 'Up to ten tiers.',
      }),
    ).toEqual([
      'locales/en.json: "auth.oauth.failed" uses "Signing in", which the glossary avoids for log in: use "log in"',
      'locales/en.json: "plan.count" uses "tiers", which the glossary avoids for plan: use "plan"',
    ]);
  });

  it('is refused with its words joined by a hyphen, another space or nothing', () => {
    const hindi: Glossary = {
      locale: 'hi',
      wholeWords: true,
      register: { concept: 'register', term: 'आप' },
      terms: [{ concept: 'log in', term: 'लॉग इन', avoid: ['साइन इन'] }],
    };
    expect(
      problemsOf(hindi, {
        'mail.emailCode.signIn.subject': 'आपका FanVault साइन-इन कोड',
        'server.oauth.stateInvalid': 'यह साइनइन समाप्त हो चुका है।',
        'auth.logIn.submit': 'साइन\u00a0इन करें',
        'auth.main.title': 'लॉग इन करें',
      }),
    ).toEqual([
      'locales/hi.json: "mail.emailCode.signIn.subject" uses "साइन-इन", which the glossary avoids for log in: use "लॉग इन"',
      'locales/hi.json: "server.oauth.stateInvalid" uses "साइनइन", which the glossary avoids for log in: use "लॉग इन"',
      'locales/hi.json: "auth.logIn.submit" uses "साइन\u00a0इन", which the glossary avoids for log in: use "लॉग इन"',
    ]);
    expect(avoidedFormPattern('sign in', true).test('Sign\u2011in')).toBe(true);
    expect(avoidedFormPattern('sign in', true).test('signing')).toBe(false);
  });

  it('is refused inside a word in a script without spaces, and for the register too', () => {
    expect(problemsOf(chinese, { 'publish.success.published': '您的动态已发布。' })).toEqual([
      'locales/zh-cn.json: "publish.success.published" uses "您", which the glossary avoids for register: use "你"',
      'locales/zh-cn.json: "publish.success.published" uses "动态", which the glossary avoids for post: use "帖子"',
    ]);
  });
});

describe('a message the glossary allows', () => {
  it('passes with the term itself', () => {
    expect(problemsOf(english, { 'error401.title': 'You need to log in' })).toEqual([]);
    expect(problemsOf(chinese, { 'publish.success.published': '你的帖子已发布。' })).toEqual([]);
  });

  it('passes with a word that only contains an avoided form where words are separated', () => {
    // "signing" alone and "frontier" are other words; only "sign in" and "tier…" are avoided.
    expect(problemsOf(english, { 'landing.body': 'A frontier for designing insights.' })).toEqual([]);
    expect(avoidedFormPattern('tier*', true).test('frontier')).toBe(false);
    expect(avoidedFormPattern('tier*', true).test('Tiered')).toBe(true);
  });

  it('passes with an avoided form that is only the name of an ICU argument', () => {
    const german: Glossary = {
      locale: 'de',
      wholeWords: true,
      register: { concept: 'register', term: 'du' },
      terms: [{ concept: 'post', term: 'Beitrag', avoid: ['Post', 'Posts'] }],
    };
    expect(
      problemsOf(german, {
        'notification.postApproved': '{post} wurde angenommen',
        'notification.like': '{post, select, other {{ post } gefällt}}',
      }),
    ).toEqual([]);
    // The words a reader sees are still checked, beside an argument or inside a plural.
    expect(
      problemsOf(german, { 'notification.comment': '{name} hat deinen Post {count, plural, other {#}}' }),
    ).toEqual([
      'locales/de.json: "notification.comment" uses "Post", which the glossary avoids for post: use "Beitrag"',
    ]);
  });

  it('passes in an id the glossary names as right for another concept', () => {
    expect(problemsOf(chinese, { 'home.feed.label': '动态' })).toEqual([]);
  });
});

describe('the glossary files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-glossary-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks the app and server catalogues of each locale and reports a missing glossary', () => {
    mkdirSync(path.join(dir, 'glossary'));
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'glossary', 'en.json'), JSON.stringify(english));
    writeFileSync(path.join(dir, 'en.json'), JSON.stringify({ 'error401.title': 'You need to log in' }));
    writeFileSync(
      path.join(dir, 'server', 'en.json'),
      JSON.stringify({ 'server.oauth.failed': 'Sign in failed.' }),
    );
    writeFileSync(path.join(dir, 'fr.json'), JSON.stringify({ 'error401.title': 'Connectez-vous' }));
    expect(checkGlossaries(dir, ['en', 'fr'], dir).map(formatProblem)).toEqual([
      'server/en.json: "server.oauth.failed" uses "Sign in", which the glossary avoids for log in: use "log in"',
      'glossary/fr.json: missing glossary',
    ]);
  });

  it('reports a glossary without a register or terms', () => {
    writeFileSync(path.join(dir, 'glossary', 'fr.json'), JSON.stringify({ wholeWords: true, terms: [] }));
    expect(checkGlossaries(dir, ['fr'], dir).map(formatProblem)).toEqual([
      'glossary/fr.json: not a glossary: needs wholeWords, a register and terms, each with a concept and a term',
    ]);
  });
});
