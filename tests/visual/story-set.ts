/**
 * The curated visual-regression story set (issue 3, "Stories and tests").
 *
 * - REPRESENTATIVE: slots shot in all 15 locales (at every width unless a slot names its own).
 * - CURATED: a chosen story per component, shot in English and Arabic.
 * - Every other component of the build gets one story picked automatically (its `Open`
 *   story when it has one, so overlays are shot opened, else `Default`, else the first),
 *   so a component added later is covered without touching this file.
 *
 * Stories are resolved against the build's index (storybook-static/index.json): a slot whose
 * story is missing (renamed or deleted) is listed in `missing`, and the suite fails on it, so a
 * curated shot never drops out silently.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SUPPORTED_LOCALES, type Locale as SupportedLocale } from '../../src/i18n/locale-resolution.ts';

/** The 15 product locales, in the order of the language switcher. */
export const LOCALES = SUPPORTED_LOCALES;
export type Locale = SupportedLocale;

/** The layout breakpoints (architecture.md) and the viewport height used at each. */
export const WIDTHS = [375, 672, 958, 1108, 1170] as const;
/** The order a story visits them: it opens (and plays) at the widest, then shrinks. */
const VISIT_ORDER: readonly Width[] = [1170, 1108, 958, 672, 375];
export type Width = (typeof WIDTHS)[number];
export const heightFor = (width: Width) => (width === 375 ? 812 : 900);

/**
 * - 'all-locales': the 15 locales.
 * - 'en-ar': English and Arabic (mirrored).
 * - 'own': the story pins its own locale (an `Rtl`/`Arabic` story): shot once, as written.
 */
export type Matrix = 'all-locales' | 'en-ar' | 'own';

/** What is compared: the story's own box (components) or the whole viewport (screens, overlays). */
export type Capture = 'auto' | 'viewport';

export interface SetEntry {
  /** Name of the slot, used in logs. */
  slot: string;
  /** Candidate story ids, the first present in the build wins. */
  ids?: readonly string[];
  /** Otherwise the first story id of the build matching this pattern. */
  match?: RegExp;
  matrix: Matrix;
  /** @default 'auto' — viewport for `screens-*`, for overlays and for fixed bars; else the story box */
  capture?: Capture;
  /** @default WIDTHS */
  widths?: readonly Width[];
  /** The width the story opens (and plays) at, for stories written for mobile. @default 1170 */
  openAt?: Width;
}

/** Shot in all 15 locales: the stories translators and designers review most. */
export const REPRESENTATIVE: readonly SetEntry[] = [
  { slot: 'landing', ids: ['screens-landing--default'], matrix: 'all-locales', capture: 'viewport' },
  { slot: 'post card locked', ids: ['molecules-postcard--locked'], matrix: 'all-locales' },
  {
    slot: 'pay progress dialog',
    ids: ['organisms-payprogressdialog--waiting', 'organisms-payprogressdialog--open'],
    match: /^[a-z]+-pay-?progress-?dialog--/,
    matrix: 'all-locales',
  },
  {
    slot: 'chat disconnected',
    ids: ['screens-chat--disconnected', 'molecules-chatconnectionbanner--disconnected'],
    match: /^[a-z]+-chat[a-z-]*--disconnected$/,
    matrix: 'all-locales',
  },
  { slot: 'auth dialog', ids: ['features-authdialog--main'], matrix: 'all-locales' },
  // Home's four feed tabs at a phone's width: the bar fits or scrolls in every language (issue 21).
  {
    slot: 'home tabs at 375',
    ids: ['screens-home-tabs--member-tabs'],
    matrix: 'all-locales',
    widths: [375],
    openAt: 375,
  },
];

/** Chosen stories, English and Arabic; components not listed are picked automatically. */
export const CURATED: readonly SetEntry[] = [
  { slot: 'home screen', ids: ['screens-home--loaded'], matrix: 'en-ar', capture: 'viewport' },
  { slot: 'landing at 375', ids: ['screens-landing--mobile'], matrix: 'own', widths: [375] },
  { slot: 'button', ids: ['atoms-button--default'], matrix: 'en-ar' },
  { slot: 'side nav with unread', ids: ['organisms-sidenav--unread'], matrix: 'en-ar' },
  { slot: 'bottom bar with unread', ids: ['organisms-bottombar--unread'], matrix: 'en-ar' },
  // A signed-in member's bell (issue 25): the sixth entry of the phone's bar, after Messages in the side nav.
  { slot: 'side nav with notifications', ids: ['organisms-sidenav--notifications'], matrix: 'en-ar' },
  { slot: 'bottom bar with notifications', ids: ['organisms-bottombar--notifications'], matrix: 'en-ar' },
  { slot: 'media image locked', ids: ['atoms-mediaimage--locked'], matrix: 'en-ar' },
  { slot: 'empty state error', ids: ['molecules-emptystate--error'], matrix: 'en-ar' },
  // A video that played shows whichever frame it paused on: only stories that never play.
  { slot: 'video player failed', ids: ['organisms-videoplayer--failed'], matrix: 'en-ar' },
  { slot: 'video player poster', ids: ['organisms-videoplayer--rtl'], matrix: 'own' },
  // Their Default stories drive scrolling and dragging (the story tier checks that): the
  // visual set takes the states those gestures lead to.
  // Both are written for mobile (defaultViewport mobile375): they open and play at 375 px.
  {
    slot: 'infinite scroll loading',
    ids: ['organisms-infinitescroll--loading'],
    matrix: 'en-ar',
    openAt: 375,
  },
  // Written for mobile: its Default asserts that phones get no arrows.
  { slot: 'creator swiper', ids: ['organisms-creatorswiper--default'], matrix: 'en-ar', openAt: 375 },
  // Its Default waits out the 3 s autoplay on a fake clock; the shot wants a still slide.
  { slot: 'ad carousel', ids: ['organisms-adcarousel--rtl'], matrix: 'own' },
  // The chat screen: its first story is the empty list; the shot wants a room with the list beside it.
  {
    slot: 'chat screen',
    ids: ['screens-message--start-of-conversation'],
    matrix: 'en-ar',
    capture: 'viewport',
  },
  { slot: 'chat screen arabic', ids: ['screens-message--arabic'], matrix: 'own', capture: 'viewport' },
  // Its Default types, sends and clears: the shot wants the composer at rest.
  { slot: 'chat input', ids: ['molecules-chatinput--empty'], matrix: 'en-ar' },
  // Its first story signs in (the dialog closes in English; in a translation it stops on a
  // countdown that ticks in real time): the shot wants the code screen on the fake clock.
  {
    slot: 'auth dialog verify code',
    ids: ['features-authdialog-verifycode--verify-code-waiting'],
    matrix: 'en-ar',
    capture: 'viewport',
  },
  // Shot on the code screen's neighbour: the sign-up form with its strength meter and hints.
  {
    slot: 'auth dialog sign up',
    ids: ['features-authdialog-signup--sign-up'],
    matrix: 'en-ar',
    capture: 'viewport',
  },
  // Its Visitor story opens and closes the login dialog, its Member story logs out at the end:
  // the shot wants a member's page at rest.
  { slot: 'mine home', ids: ['screens-mine-home--unverified-email'], matrix: 'en-ar', capture: 'viewport' },
  // Its first story is the teaser as it is hidden when the academy is not built: an empty canvas.
  {
    slot: 'landing academy teaser',
    ids: ['screens-landing-academyteaser--academy-built'],
    matrix: 'en-ar',
    capture: 'auto',
  },
  // Its first story publishes for real: the page behind the success dialog scrolls as the
  // form settles, so two screenshots differ. The shots want an upload held mid-way; the plays
  // assert English text, so Arabic is its own story (a resumed upload, right to left).
  { slot: 'publish video', ids: ['screens-publish-video--uploading-with-progress'], matrix: 'own' },
  { slot: 'publish video arabic', ids: ['screens-publish-video--arabic-resumed'], matrix: 'own' },
  // Its Reloading play fails in the static build (the spinner is not "visible" when asserted):
  // until that is fixed, the list at rest, as the Arabic story shows it.
  { slot: 'pull to reload', ids: ['organisms-pulltoreload--rtl'], matrix: 'own', openAt: 375 },
  // Naming a screen's story here takes it out of the automatic pick: its first story is named too.
  { slot: 'mine earn', ids: ['screens-mine-earn--with-income'], matrix: 'en-ar', capture: 'viewport' },
  {
    slot: 'mine buy subscriptions',
    ids: ['screens-mine-buy-subscriptions--subscriptions'],
    matrix: 'en-ar',
    capture: 'viewport',
  },
  {
    slot: 'withdrawal request',
    ids: ['screens-mine-earnwithdrawalrequest--default'],
    matrix: 'en-ar',
    capture: 'viewport',
  },
  {
    slot: 'mine earn negative balance',
    ids: ['screens-mine-earn--negative-balance'],
    matrix: 'en-ar',
    capture: 'viewport',
  },
  {
    slot: 'withdrawal amount refused',
    ids: ['screens-mine-earnwithdrawalrequest--three-decimals'],
    matrix: 'en-ar',
    capture: 'viewport',
  },
  { slot: 'cancel subscription confirm', ids: ['screens-mine-buy-subscriptions--rtl'], matrix: 'own' },
  { slot: 'blocked accounts', ids: ['screens-mine-block--list'], matrix: 'en-ar', capture: 'viewport' },
  // The notification centre and its settings, in English and in their own Arabic stories (the plays
  // assert English text); naming them takes the screens out of the automatic pick.
  {
    slot: 'notification centre',
    ids: ['screens-mine-notifications--default'],
    matrix: 'own',
    capture: 'viewport',
  },
  {
    slot: 'notification settings',
    ids: ['screens-mine-notificationsettings--default'],
    matrix: 'own',
    capture: 'viewport',
  },
  // The console's leak tracer with a traced copy, in English and its own Arabic story (the plays pick
  // a file by its English label).
  { slot: 'leak tracer found', ids: ['screens-ops-leaks--found'], matrix: 'own', capture: 'viewport' },
  { slot: 'leak tracer arabic', ids: ['screens-ops-leaks--arabic'], matrix: 'own', capture: 'viewport' },
  {
    slot: 'notification centre arabic',
    ids: ['screens-mine-notifications--arabic'],
    matrix: 'own',
    capture: 'viewport',
  },
  {
    slot: 'notification settings arabic',
    ids: ['screens-mine-notificationsettings--arabic'],
    matrix: 'own',
    capture: 'viewport',
  },
  // The update-fail toast over the list (spec §8); the play clicks by English names, so English only.
  { slot: 'unblock fails', ids: ['screens-mine-block--unblock-fails'], matrix: 'own', capture: 'viewport' },
];

export interface StoryIndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** One test: a story in one locale, at each of its widths. */
export interface Shot {
  slot: string;
  id: string;
  title: string;
  /** undefined for 'own': the story's own globals decide. */
  locale: Locale | undefined;
  widths: readonly Width[];
  capture: Capture;
}

export interface ResolvedSet {
  shots: Shot[];
  /** Human-readable lines: what was picked automatically. */
  log: string[];
  /** Slots of REPRESENTATIVE and CURATED whose story is not in the build. */
  missing: string[];
}

/** The build the tests run against: VISUAL_STORYBOOK_DIR or storybook-static/. */
export function storybookDir(): string {
  return resolve(import.meta.dirname, '../..', process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static');
}

export function readStoryIndex(dir = storybookDir()): StoryIndexEntry[] {
  const file = join(dir, 'index.json');
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `${file} not found. Build Storybook first: npx storybook build -o storybook-static --quiet`,
    );
  }
  const index = JSON.parse(raw) as { entries: Record<string, StoryIndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Stories that pin their own locale with `globals` (the URL's locale would not apply). */
const PINNED_LOCALE = /--(rtl|arabic)$/;

function pickFor(entry: SetEntry, ids: ReadonlySet<string>, all: readonly string[]): string | undefined {
  const exact = entry.ids?.find((id) => ids.has(id));
  if (exact) return exact;
  return entry.match ? all.find((id) => entry.match?.test(id)) : undefined;
}

/** Prefers the overlay opened (`--open`), then `--default`, then the first non-RTL story. */
export function autoPick(stories: readonly StoryIndexEntry[]): StoryIndexEntry | undefined {
  const byName = (suffix: string) => stories.find((story) => story.id.endsWith(`--${suffix}`));
  return (
    byName('open') ??
    byName('default') ??
    stories.find((story) => !PINNED_LOCALE.test(story.id)) ??
    stories[0]
  );
}

/** The widths of an entry in the order they are visited: its `openAt` first, then shrinking. */
function visitOrder(entry: SetEntry): Width[] {
  const widths = VISIT_ORDER.filter((width) => (entry.widths ?? WIDTHS).includes(width));
  const first = entry.openAt && widths.includes(entry.openAt) ? entry.openAt : undefined;
  return first ? [first, ...widths.filter((width) => width !== first)] : widths;
}

function localesOf(matrix: Matrix): readonly (Locale | undefined)[] {
  if (matrix === 'all-locales') return LOCALES;
  if (matrix === 'en-ar') return ['en', 'ar'];
  return [undefined];
}

/** Resolves the set against the build's stories. */
export function resolveStorySet(stories: readonly StoryIndexEntry[] = readStoryIndex()): ResolvedSet {
  const byId = new Map(stories.map((story) => [story.id, story]));
  const ids = new Set(byId.keys());
  const all = stories.map((story) => story.id);
  const shots: Shot[] = [];
  const log: string[] = [];
  const missing: string[] = [];
  const coveredTitles = new Set<string>();
  const taken = new Set<string>();

  const add = (entry: SetEntry, story: StoryIndexEntry) => {
    coveredTitles.add(story.title);
    const matrix = PINNED_LOCALE.test(story.id) ? 'own' : entry.matrix;
    for (const locale of localesOf(matrix)) {
      const key = `${story.id}|${locale ?? ''}`;
      if (taken.has(key)) continue;
      taken.add(key);
      shots.push({
        slot: entry.slot,
        id: story.id,
        title: story.title,
        locale,
        widths: visitOrder(entry),
        capture: entry.capture ?? 'auto',
      });
    }
  };

  for (const entry of [...REPRESENTATIVE, ...CURATED]) {
    const id = pickFor(entry, ids, all);
    const story = id ? byId.get(id) : undefined;
    if (!story) {
      const wanted = [...(entry.ids ?? []), ...(entry.match ? [String(entry.match)] : [])].join(', ');
      missing.push(`"${entry.slot}": no story ${wanted} in the build`);
      continue;
    }
    add(entry, story);
  }

  const titles = [...new Set(stories.map((story) => story.title))].filter(
    (title) => !coveredTitles.has(title),
  );
  for (const title of titles) {
    const story = autoPick(stories.filter((candidate) => candidate.title === title));
    if (!story) continue;
    log.push(`auto "${title}": ${story.id} (en, ar)`);
    add({ slot: title, matrix: 'en-ar' }, story);
  }
  return { shots, log, missing };
}

/** The screenshot file of a shot at one width, relative to __screenshots__/. */
export function snapshotName(shot: Pick<Shot, 'id' | 'locale'>, width: Width): string[] {
  return [shot.id, `${shot.locale ?? 'own'}-${width}.png`];
}
