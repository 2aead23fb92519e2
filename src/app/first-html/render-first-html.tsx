/**
 * The first HTML of the pages a first visit lands on (the landing, home, the links people share:
 * a creator's page, a post, a search), rendered on the server
 * from the app's own routes and screens, so the browser paints the page before any JavaScript has
 * arrived (issue 8, Lighthouse: the first and largest paints). What a visitor sees: the server
 * cannot know a signed-in member (the token lives in the browser), whose browser hides this markup
 * until the app renders (src/contract/first-html.ts). The app does not hydrate
 * it: its first render replaces it with the same markup (React empties the root it renders into),
 * so the two never have to agree to the attribute. Built by `vite build` into the build folder's
 * `.server/` (scripts/vite/first-html-build.ts), run by server/http/first-html.ts.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { CookieBanner } from '../../components/organisms/cookie-banner/cookie-banner.tsx';
import { FEED_FILTER, feedTabOf } from '../../contract/feed-tab.ts';
import { COOKIE_BANNER_ATTRIBUTE, type RenderFirstHtml } from '../../contract/first-html.ts';
import { AppIntlProvider } from '../../i18n/app-intl-provider.tsx';
import { loadAllMessages } from '../../i18n/messages.ts';
import { fillHomeFirstPage } from '../../screens/home/prefetch-home.ts';
import { session } from '../../state/session.ts';
import { AppRoutes } from '../app-routes.tsx';
import { appScreens, creator, home, landing, postDetail, search } from '../lazy-screens.tsx';
import { appQueryClient } from '../query/with-query.tsx';
import { fillSharedPageFirstPage } from '../shared-page-start.ts';

let screensLoaded: Promise<unknown> | undefined;

/** The markup of `#root` for the page: the app's routes as a visitor's first render shows them. */
export const renderFirstHtml: RenderFirstHtml = async (page) => {
  await (screensLoaded ??= Promise.all(
    [landing, home, appScreens, creator, postDetail, search].map((screen) => screen.preload()),
  ));
  // Whole: a shared link's page shows text of the catalogue's rest (src/contract/first-visit-loads.ts).
  await loadAllMessages(page.locale);
  // From here on synchronous, so no other render runs between setting the module-wide state (the
  // session's language, the query cache) and clearing it.
  session.locale = page.locale;
  const queryClient = appQueryClient();
  if (page.home) {
    const filter = FEED_FILTER[feedTabOf(new URLSearchParams(page.search))];
    fillHomeFirstPage(queryClient, filter, page.locale, page.home);
  }
  if (page.shared) fillSharedPageFirstPage(queryClient, page.locale, page.shared);
  try {
    return renderToString(
      <AppIntlProvider>
        <AppRoutes ssrPath={page.path} ssrSearch={page.search} />
        <FirstHtmlCookieBanner path={page.path} />
      </AppIntlProvider>,
    );
  } finally {
    queryClient.clear();
    session.locale = null;
  }
};

/**
 * The cookie banner a visitor who has not accepted sees, painted with the page: the app's own comes
 * only with the app, after the page has loaded, and was search's largest paint (issue 24). Its own
 * wrapper, inert like the page, outlives the app's first render (FIRST_HTML_START_SCRIPT).
 */
function FirstHtmlCookieBanner({ path }: { path: string }) {
  return (
    <div {...{ [COOKIE_BANNER_ATTRIBUTE]: '' }} inert>
      <Router ssrPath={path}>
        <CookieBanner />
      </Router>
    </div>
  );
}
