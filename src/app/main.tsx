import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppIntlProvider } from '../i18n/app-intl-provider.tsx';
import { AppRoutes, preloadStartScreen } from './app-routes.tsx';
import { applyLocaleRulesAtStart } from './locale-routing.ts';
import './styles.css';

// The query client is not here: it loads with the first part that reads server data
// (src/app/query/with-query.tsx), so the landing does without TanStack Query.

// Spec §4: a 422 from any call raises the token-expired alert (src/api/client.ts reports it,
// src/app/session/session-keeper.tsx shows it); its confirm logs out.

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The path's language is stored before the first render, so its catalogue is the one loaded.
if (window.location.pathname !== '/error-401') applyLocaleRulesAtStart();
preloadStartScreen(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <AppIntlProvider>
      <AppRoutes />
    </AppIntlProvider>
  </StrictMode>,
);
