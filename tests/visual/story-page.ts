/**
 * Opens one story of the static Storybook build the way a screenshot needs it: in a given
 * locale and width, its play function finished (so overlays are open), fonts, images and
 * requests settled, then decides what to compare (the story's box or the viewport).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { heightFor, type Shot, type Width } from './story-set.ts';

/** Every document starts its clock at this instant, so "2 hours ago" or "Jan 15" never drift. */
export const FIXED_TIME = Date.UTC(2025, 5, 15, 9, 30);

/** Timers at least this long (auto-hide, autoplay, countdowns) stop when the story finishes. */
export const LONG_TIMER_MS = 1_000;

/**
 * Runs in every document of the context before any script of the page: a Date starting at
 * FIXED_TIME, empty storage, the hook on Storybook's channel, and a freeze of long timers.
 */
function visualInit({ fixedTime, longTimerMs }: { fixedTime: number; longTimerMs: number }) {
  if (window.top !== window) return;

  // Date flows from a fixed instant (play functions may measure elapsed time).
  const RealDate = Date;
  // Reset (restarted at fixedTime) when the next story is shown in the same document.
  let offset = fixedTime - RealDate.now();
  class VisualDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = VisualDate as DateConstructor;

  // Once the story has finished, intervals and long timeouts would change the picture between
  // two screenshots (a countdown ticking, a popup hiding, a carousel moving): they stop then.
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = window;
  const { clearTimeout: realClearTimeout, clearInterval: realClearInterval } = window;
  const longTimeouts = new Set<number>();
  const intervals = new Set<number>();
  let frozen = false;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const long = (Number(delay) || 0) >= longTimerMs;
    if (frozen && long) return 0;
    const id = realSetTimeout(handler, delay, ...args);
    if (long) longTimeouts.add(id);
    return id;
  }) as typeof setTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (frozen) return 0;
    const id = realSetInterval(handler, delay, ...args);
    intervals.add(id);
    return id;
  }) as typeof setInterval;

  type Listener = (payload: unknown) => void;
  type Channel = { on(event: string, listener: Listener): void; __visualHooked?: boolean };
  const state = {
    finished: false,
    status: '',
    playErrors: [] as string[],
    fatal: [] as string[],
    /** The story shown next in this document: the previous one's late events do not count. */
    storyId: '',
  };
  const freeze = () => {
    frozen = true;
    longTimeouts.forEach((id) => realClearTimeout(id));
    intervals.forEach((id) => realClearInterval(id));
  };
  const wait = (ms: number) => new Promise((done) => realSetTimeout(done, ms));
  const clearStorage = () => {
    try {
      // Each story starts from empty storage (the cookie banner's consent, search history...).
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage may be unavailable; nothing to clear then.
    }
  };
  // Before the next story is shown in this document: what a fresh load would give it (the
  // clock at fixedTime, empty storage, timers running, no outcome yet, scrolled to the top).
  const reset = (storyId: string) => {
    offset = fixedTime - RealDate.now();
    clearStorage();
    frozen = false;
    longTimeouts.clear();
    intervals.clear();
    Object.assign(state, { finished: false, status: '', playErrors: [], fatal: [], storyId });
    window.scrollTo(0, 0);
  };
  Object.assign(window, {
    __visual: state,
    __visualFreeze: freeze,
    __visualWait: wait,
    __visualReset: reset,
  });
  clearStorage();

  const describe = (payload: unknown) => {
    if (typeof payload === 'string') return payload;
    const value = payload as { message?: string; title?: string; description?: string } | null;
    return (
      value?.message ?? ([value?.title, value?.description].filter(Boolean).join(': ') || String(payload))
    );
  };
  let channel: Channel | undefined;
  // Storybook assigns its channel to this global once; hook it as it arrives, so no event is
  // missed however fast the story renders (Storybook 10 has no "play done" flag in the DOM).
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: Channel | undefined) {
      channel = next;
      if (!next || next.__visualHooked) return;
      next.__visualHooked = true;
      next.on('storyFinished', (payload) => {
        const finished = payload as { status?: string; storyId?: string } | null;
        if (state.storyId && finished?.storyId !== state.storyId) return;
        state.status = finished?.status ?? '';
        state.finished = true;
      });
      next.on('playFunctionThrewException', (payload) => state.playErrors.push(describe(payload)));
      next.on('unhandledErrorsWhilePlaying', (payload) =>
        state.playErrors.push(...(payload as unknown[]).map(describe)),
      );
      for (const event of ['storyErrored', 'storyThrewException', 'storyMissing']) {
        next.on(event, (payload) => {
          state.fatal.push(`${event}: ${describe(payload)}`);
          state.finished = true;
        });
      }
    },
  });
}

/** The init script (clock, storage, channel hook, timer freeze) for every page of the context. */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(visualInit, { fixedTime: FIXED_TIME, longTimerMs: LONG_TIMER_MS });
}

const inflight = new WeakMap<Page, Set<Request>>();

/** Counts the page's open requests (MSW answers inside the page, so they count too). */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inflight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Cheaper than 'networkidle' (500 ms): no open request for 50 ms, at most `limit` ms. */
async function networkQuiet(page: Page, limit = 5_000): Promise<void> {
  const open = inflight.get(page);
  if (!open) return;
  const started = Date.now();
  let quietSince = open.size === 0 ? Date.now() : 0;
  while (Date.now() - started < limit) {
    if (open.size > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 50) return;
    await page.waitForTimeout(25);
  }
}

/** Where to compare, in viewport coordinates. */
export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The story URL: locale as a global, and the a11y addon's automatic run off (the story tier checks it). */
export function storyUrl(id: string, locale: string | undefined): string {
  const globals = ['a11y.manual:!true', ...(locale ? [`locale:${locale}`] : [])].join(';');
  return `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`;
}

/** Pages whose document has Storybook's preview running, ready to show another story. */
const previews = new WeakSet<Page>();

/**
 * Shows another story in the preview already loaded: the current story is torn down, the locale
 * global set, and the new story rendered and played, as Storybook's own UI switches stories.
 * The init script's state (clock, storage, timers, outcome) is reset first, as a fresh load
 * would have it. Saves the load of the preview (its scripts, MSW's worker, the catalogues).
 *
 * Returns false, having shown nothing, when the torn-down story left something a fresh load
 * would not have: an element beside Storybook's own in the body (a portal or a host a module
 * appended, which would turn a component's clip into the whole viewport), or a style on the
 * html or body element (a scroll lock). The caller loads the preview afresh then.
 */
async function switchStory(page: Page, shot: Shot): Promise<boolean> {
  return page.evaluate(
    async ({ id, locale }) => {
      type Render = unknown;
      type Preview = {
        currentSelection: unknown;
        currentRender: Render | undefined;
        teardownRender(render: Render): Promise<void>;
        storyStoreValue: { userGlobals: { update(globals: Record<string, unknown>): void } };
        onSetCurrentStory(selection: { storyId: string; viewMode: string }): Promise<void>;
      };
      const visual = window as unknown as { __visualReset(id: string): void; __STORYBOOK_PREVIEW__: Preview };
      const preview = visual.__STORYBOOK_PREVIEW__;
      if (preview.currentRender) await preview.teardownRender(preview.currentRender);
      // Nothing left to tear down, and no selection: the next story (even the same one in
      // another locale) renders from scratch.
      preview.currentRender = undefined;
      preview.currentSelection = undefined;
      // Storybook's own elements (root, docs, wrappers, highlights; the body's `filter: none`).
      const leftover = Array.from(document.body.children).some(
        (element) =>
          !['storybook-root', 'storybook-docs', 'storybook-highlights-root'].includes(element.id) &&
          !element.classList.contains('sb-wrapper') &&
          !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName),
      );
      const htmlStyle = document.documentElement.getAttribute('style')?.trim() ?? '';
      const bodyStyle = (document.body.getAttribute('style') ?? '').replace('filter: none;', '').trim();
      if (leftover || htmlStyle || bodyStyle) return false;
      visual.__visualReset(id);
      // 'own' stories read the default locale from the URL-less globals, as a fresh load does.
      preview.storyStoreValue.userGlobals.update({ locale: locale ?? 'en' });
      void preview.onSetCurrentStory({ storyId: id, viewMode: 'story' });
      return true;
    },
    { id: shot.id, locale: shot.locale },
  );
}

/** What opening a story found: its play function's tolerated failures, and how it was shown. */
export interface Opened {
  warnings: string[];
  /** Shown in the preview already loaded (switchStory) rather than by loading it afresh. */
  switched: boolean;
}

/**
 * Opens the story at the first width and waits for its play function to finish. The page is
 * then resized from width to width (`atWidth`): the play function runs once, overlays stay
 * open, and a story costs one load instead of five. When `maySwitch`, a page that already shows
 * a story switches to the next one in place (`switchStory`) instead of loading the preview again.
 */
export async function openStory(page: Page, shot: Shot, width: Width, maySwitch = false): Promise<Opened> {
  await page.setViewportSize({ width, height: heightFor(width) });
  const switched = maySwitch && previews.has(page) && (await switchStory(page, shot));
  if (!switched) await page.goto(storyUrl(shot.id, shot.locale), { waitUntil: 'load' });
  if (process.env.VISUAL_DEBUG_SWITCH)
    console.warn(`[visual] ${shot.id} ${shot.locale}: ${switched ? 'switched' : 'loaded'}`);
  previews.delete(page);
  // A switched story that does not finish soon is loaded afresh by the caller: waiting the full
  // half minute there would cost more than the load it saves.
  await page.waitForFunction(
    () => (window as unknown as { __visual?: { finished: boolean } }).__visual?.finished,
    null,
    { timeout: switched ? 10_000 : 30_000 },
  );
  const state = await page.evaluate(() => {
    const visual = window as unknown as {
      __visual: { playErrors: string[]; fatal: string[] };
      __visualFreeze(): void;
    };
    visual.__visualFreeze();
    return visual.__visual;
  });
  await page.evaluate(rewindVideos);
  if (state.fatal.length > 0) throw new Error(`${shot.id} did not render: ${state.fatal.join('; ')}`);
  previews.add(page);
  if (state.playErrors.length === 0) return { warnings: [], switched };
  const where = `${shot.id} [${shot.locale ?? 'own locale'}, ${width}px]`;
  if (!shot.locale || shot.locale === 'en') {
    throw new Error(
      `${where}: the play function failed: ${state.playErrors.join('; ')}\n` +
        'Fix the story, or give its entry other widths in tests/visual/story-set.ts.',
    );
  }
  // Stories assert English text: in a translation the assertion fails but the render is what
  // is compared. Storybook shows its error page then; bring the story back.
  await page.evaluate(() =>
    (
      window as unknown as { __STORYBOOK_PREVIEW__: { view: { showMain(): void } } }
    ).__STORYBOOK_PREVIEW__.view.showMain(),
  );
  return {
    warnings: [`${where}: play function failed (tolerated in a translation): ${state.playErrors[0]}`],
    switched,
  };
}

/** Resizes to this width, waits for the page to settle, and says what to compare. */
export async function atWidth(page: Page, shot: Shot, width: Width): Promise<Clip | undefined> {
  const size = page.viewportSize();
  if (size?.width !== width) await page.setViewportSize({ width, height: heightFor(width) });
  // On a loaded machine the first frames after a resize can still be laid out at the old
  // width, and two of them are "stable" to toHaveScreenshot: wait until the page is at it.
  await page.waitForFunction(
    (expected) => innerWidth === expected && document.documentElement.clientWidth === expected,
    width,
  );
  await networkQuiet(page);
  await page.evaluate(settle);
  await networkQuiet(page);
  if (shot.capture === 'viewport' || shot.title.startsWith('Screens/')) return undefined;
  return (await page.evaluate(storyBox)) ?? undefined;
}

/** Whether the story ends with a dialog open (Headless UI portals it out of the story root). */
export async function opensOverlay(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some((dialog) =>
      Array.from(dialog.getClientRects()).some((rect) => rect.width > 0 && rect.height > 0),
    ),
  );
}

/**
 * A video a story played shows whichever frame it had reached when the screenshot is taken (and
 * may still be playing): every video is paused back on its first frame. Once played, its frame
 * and the player's time range and display still differed between runs now and then (hls.js moves
 * the position to the start of what it buffered, and a seek may not have painted): they are marked
 * for the screenshot to mask (VISUAL_MASK), and the shot compares the card around them. Runs in
 * the page.
 */
async function rewindVideos(): Promise<void> {
  const { __visualWait: wait } = window as unknown as { __visualWait(ms: number): Promise<void> };
  const videos = Array.from(document.querySelectorAll('video')).filter((video) => video.readyState > 0);
  await Promise.all(
    videos.map((video) => {
      video.pause();
      if (video.played.length > 0) {
        const player = video.closest('media-controller') ?? video.parentElement;
        for (const part of [
          video,
          ...(player?.querySelectorAll('media-time-range, media-time-display') ?? []),
        ])
          part.setAttribute('data-visual-mask', '');
      }
      if (video.currentTime === 0) return undefined;
      const seeked = new Promise((done) => video.addEventListener('seeked', done, { once: true }));
      video.currentTime = 0;
      return Promise.race([seeked, wait(4_000)]);
    }),
  );
}

/** How every screenshot is captured (toHaveScreenshot's options in the config, and visual.spec.ts). */
export const CAPTURE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** What a screenshot paints over (rewindVideos). */
export const VISUAL_MASK = '[data-visual-mask]';

/** Fonts loaded, images decoded (lazy ones only in the viewport), two frames painted. Runs in the page. */
async function settle(): Promise<void> {
  const { __visualWait: wait } = window as unknown as { __visualWait(ms: number): Promise<void> };
  const deadline = wait(4_000);
  // A document whose frames stopped (seen once in a preview that had shown many stories) would
  // hang here until the test's timeout: the screenshot's own stability check judges it instead.
  const giveUp = wait(10_000);
  // A lazy image below the fold, or in a hidden part, never loads: waiting for it cost the whole
  // 4 s deadline at every width of every long screen. Those are left out; any other image counts.
  const inSight = (image: HTMLImageElement) => {
    if (image.loading !== 'lazy') return true;
    return Array.from(image.getClientRects()).some(
      (rect) =>
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < innerHeight &&
        rect.left < innerWidth,
    );
  };
  const images = Array.from(document.images)
    .filter(inSight)
    .map((image) =>
      image.complete
        ? image.decode().catch(() => undefined)
        : new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
    );
  await Promise.race([Promise.all([document.fonts.ready, ...images]), deadline]);
  await Promise.race([document.fonts.ready, giveUp]);
  // Parts that finish setting up after their first paint (a carousel fetching embla) say so with
  // data-ready="false" until they have.
  let limit = 160;
  while (document.querySelector('[data-ready="false"]') && limit-- > 0) await wait(25);
  await Promise.race([
    new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    giveUp,
  ]);
}

/**
 * The story's own box (the root and everything that overflows it, plus room for shadows and
 * focus rings), or null when the viewport is what matters: something portalled out of the
 * root (a dialog, a popup), a fixed bar, or nothing measurable. Runs in the page.
 */
function storyBox(): Clip | null {
  const root = document.getElementById('storybook-root');
  if (!root) return null;
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    return Array.from(element.getClientRects()).some((rect) => rect.width > 0 && rect.height > 0);
  };
  const outside = Array.from(document.body.children).filter(
    (element) =>
      element !== root &&
      element.id !== 'storybook-docs' &&
      !element.classList.contains('sb-wrapper') &&
      !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName),
  );
  if (outside.some((element) => shown(element) || Array.from(element.querySelectorAll('*')).some(shown)))
    return null;
  const elements = [root, ...Array.from(root.querySelectorAll('*'))];
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const element of elements) {
    const position = getComputedStyle(element).position;
    if ((position === 'fixed' || position === 'sticky') && shown(element)) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) continue;
    left = Math.min(left, rect.left);
    top = Math.min(top, rect.top);
    right = Math.max(right, rect.right);
    bottom = Math.max(bottom, rect.bottom);
  }
  if (!Number.isFinite(left) || bottom - top < 1) return null;
  // Within the viewport: a component taller than the screen is compared as far as it shows.
  const pad = 16;
  const x = Math.max(0, Math.floor(left - pad));
  const y = Math.max(0, Math.floor(top - pad));
  const width = Math.min(innerWidth, Math.ceil(right + pad)) - x;
  const height = Math.min(innerHeight, Math.ceil(bottom + pad)) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}
