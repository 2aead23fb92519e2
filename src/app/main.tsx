import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppIntlProvider } from '../i18n/app-intl-provider.tsx';
import { createAppRouter } from './router.tsx';
import './styles.css';

// The query client is not here: it loads with the first part that reads server data
// (src/app/query/with-query.tsx), so the landing does without TanStack Query.
const router = createAppRouter();

// Spec §4: a 422 from any call raises the token-expired alert (src/api/client.ts reports it,
// src/app/session/session-keeper.tsx shows it); its confirm logs out.

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppIntlProvider>
      <RouterProvider router={router} />
    </AppIntlProvider>
  </StrictMode>,
);
