import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppIntlProvider } from '../i18n/app-intl-provider.tsx';
import { loadMessages } from '../i18n/messages.ts';
import { storedOrBrowserLocale } from '../i18n/use-locale.ts';
import { AppRoutes, preloadStartScreen } from './app-routes.tsx';
import { applyLocaleRulesAtStart } from './locale-routing.ts';
import { registerServiceWorkerWhenIdle } from './pwa/register-service-worker.ts';
import './styles.css';

// The query client is not here: it loads with the first part that reads server data
// (src/app/query/with-query.tsx), so the landing does without TanStack Query.

// Spec §4: a 422 from any call raises the token-expired alert (src/api/client.ts reports it,
// src/app/session/session-keeper.tsx shows it); its confirm logs out.

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The path's language is stored before the first render, so its catalogue is the one loaded.
if (window.location.pathname !== '/error-401') applyLocaleRulesAtStart();

// The first render waits for the screen it opens on and its catalogue, fetched side by side (the
// server's document preloads both): it then paints the screen at once, with no suspended
// fallback in between. A chunk that fails here fails again in the render, for the error page.
const screenLoaded = preloadStartScreen(window.location.pathname).catch(() => undefined);
// The same locale AppIntlProvider asks for (useLocale), so its load finds this one.
const catalogueLoaded = loadMessages(storedOrBrowserLocale()).catch(() => undefined);

// The first render is a transition, so React renders it in slices that leave the main thread
// between them (Lighthouse's total blocking time) instead of one long task. Where the document
// carries the page (first HTML), that stays on screen until the render commits.
void Promise.all([screenLoaded, catalogueLoaded]).then(() => {
  const appRoot = createRoot(root);
  startTransition(() =>
    appRoot.render(
      <StrictMode>
        <AppIntlProvider>
          <AppRoutes />
        </AppIntlProvider>
      </StrictMode>,
    ),
  );
  registerServiceWorkerWhenIdle();
});
