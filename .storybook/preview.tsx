/**
 * Global story setup (after mastodon's .storybook/preview.tsx): toolbar globals for locale
 * and direction, the breakpoints of the layout as viewports, MSW with a warning on any
 * unmocked call, and decorators that give every story the app's providers.
 */
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../src/app/styles.css';
import { createQueryClient } from '../src/api/query-client.ts';
import { pathLocaleOf } from '../src/i18n/locale-path.ts';
import {
  DEFAULT_LOCALE,
  directionOf,
  PSEUDO_LOCALES,
  SUPPORTED_LOCALES,
} from '../src/i18n/locale-resolution.ts';
import type { Messages } from '../src/i18n/messages.ts';
import { NATIVE_LANGUAGE_NAMES } from '../src/i18n/native-names.ts';
import { defaultHandlers } from '../src/mocks/handlers.ts';
import { userInfoHandlers } from '../src/mocks/handlers-user.ts';
import { session } from '../src/state/session.ts';
import { uninstallLeftoverClock } from '../stories/support/clock.ts';
import { forgetPendingReturnFocus } from '../src/components/organisms/modal/return-focus.ts';
import { resetLeftDocument } from './document-reset.ts';
import { resetAppStores } from './app-stores.ts';
import { startMockWorker } from './msw-worker.ts';
import { loadStoryMessages } from './story-messages.ts';
import { StoryShell, type RouterParameters } from './story-shell.tsx';

type Direction = 'auto' | 'ltr' | 'rtl';

/**
 * Every findBy and waitFor waits up to 10 s, not testing-library's 1 s: on CI's two busy
 * cores a mocked answer and its render can take longer than a second, and a play that waits
 * for what must appear loses nothing by waiting longer (CI failed ListError and
 * creator-apply Success on the 1 s default).
 */
const PLAY_WAIT_MS = 10_000;
configure({ asyncUtilTimeout: PLAY_WAIT_MS });

/**
 * In a translation the visual tier (tests/visual/story-page.ts, which defines `__visual`) still
 * runs the play functions, whose English assertions cannot pass there: the first one fails and
 * the render is compared as it stands. Waiting 10 s for it was half of that tier's time
 * (46 pairs of 22 s each, 2026-12-06): a translation waits testing-library's own second.
 */
const TRANSLATION_PLAY_WAIT_MS = 1_000;
const inVisualTranslation = (locale: string) => '__visual' in window && locale !== DEFAULT_LOCALE;

const PSEUDO_TITLES: Record<(typeof PSEUDO_LOCALES)[number], string> = {
  'en-xa': 'Pseudo (accented)',
  'ar-xb': 'Pseudo (right to left)',
};

/** Layout breakpoints (architecture.md): mobile, 672, desktop from 958, 1108, 1170. */
export const VIEWPORTS = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet672: { name: 'Tablet 672', styles: { width: '672px', height: '900px' }, type: 'tablet' },
  desktop958: { name: 'Desktop 958', styles: { width: '958px', height: '900px' }, type: 'desktop' },
  desktop1108: { name: 'Desktop 1108', styles: { width: '1108px', height: '900px' }, type: 'desktop' },
  desktop1170: { name: 'Desktop 1170', styles: { width: '1170px', height: '900px' }, type: 'desktop' },
} as const;

function storyLocale(globals: Record<string, unknown>): string {
  const locale = globals.locale;
  return typeof locale === 'string' && locale ? locale : DEFAULT_LOCALE;
}

function storyDirection(globals: Record<string, unknown>): 'ltr' | 'rtl' {
  const forced = globals.direction as Direction | undefined;
  return forced === 'ltr' || forced === 'rtl' ? forced : directionOf(storyLocale(globals));
}

/** Loads the catalogue of the chosen locale; a missing one falls back to the source text. */
const messagesLoader: Loader = async ({ globals }) => {
  const messages: Messages = await loadStoryMessages(storyLocale(globals)).catch(() => ({}));
  return { messages };
};

/** A fresh cache per story, and no retries: an error state must show at once. */
const queryClientLoader: Loader = () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return { queryClient };
};

const withAppShell: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  const loaded = context.loaded as {
    messages?: Messages;
    queryClient?: ReturnType<typeof createQueryClient>;
  };
  const queryClient = loaded.queryClient ?? createQueryClient();
  return (
    <StoryShell
      locale={locale}
      dir={storyDirection(context.globals)}
      messages={loaded.messages ?? {}}
      queryClient={queryClient}
      router={context.parameters.router as RouterParameters | undefined}
    >
      <Story />
    </StoryShell>
  );
};

const preview = {
  globalTypes: {
    locale: {
      description: 'Language of the messages, formats and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          ...SUPPORTED_LOCALES.map((code) => ({
            value: code,
            title: NATIVE_LANGUAGE_NAMES[code],
            right: code,
          })),
          ...PSEUDO_LOCALES.map((code) => ({ value: code, title: PSEUDO_TITLES[code], right: code })),
        ],
      },
    },
    direction: {
      description: 'Text direction: from the locale, or forced',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        dynamicTitle: true,
        items: [
          { value: 'auto', title: 'Direction from locale' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
      },
    },
  },
  initialGlobals: {
    locale: DEFAULT_LOCALE,
    direction: 'auto' satisfies Direction,
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story, in the UI and in `vitest --project storybook`.
    // Violations only: collecting the passes and incomplete results too cost a tenth of the
    // story tier's CPU, and only violations fail a story.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    // A signed-in story's user is the member unless it names another user-info answer.
    msw: { handlers: { ...defaultHandlers, userInfo: userInfoHandlers.member } },
    router: undefined satisfies RouterParameters | undefined,
  },
  loaders: [mswLoader(startMockWorker), messagesLoader, queryClientLoader],
  beforeEach({ globals, id }) {
    uninstallLeftoverClock();
    forgetPendingReturnFocus();
    const undone = resetLeftDocument();
    // Said, so the story that left it can be found and made to finish what it opened.
    if (undone.length > 0) console.warn(`${id} started on a document left with ${undone.join(', ')}`);
    resetAppStores();
    const locale = storyLocale(globals);
    configure({ asyncUtilTimeout: inVisualTranslation(locale) ? TRANSLATION_PLAY_WAIT_MS : PLAY_WAIT_MS });
    // Every story starts as a visitor with a fixed guest id, in the story's locale.
    try {
      globalThis.localStorage?.clear();
    } catch {
      // Storage may be disabled; the in-memory session is what the app reads.
    }
    Object.assign(session, {
      token: null,
      guestId: 'storybook-guest',
      // The app's locale (useLocale) is the path's: a pseudo-locale reads as en or ar.
      locale: pathLocaleOf(locale),
    });
    const root = document.documentElement;
    root.lang = locale;
    root.dir = storyDirection(globals);
  },
  decorators: [withAppShell],
} satisfies Preview;

export default preview;
