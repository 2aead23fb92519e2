import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { TokenExpiredError } from '../api/errors.ts';
import { createQueryClient } from '../api/query-client.ts';
import { AppIntlProvider } from '../i18n/app-intl-provider.tsx';
import { signOut } from '../state/session.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter();

// Spec §4: a 422 from any call ends the session; the visitor continues as a guest.
queryClient.getQueryCache().subscribe((event) => {
  if (
    event.type === 'updated' &&
    event.action.type === 'error' &&
    event.action.error instanceof TokenExpiredError
  ) {
    signOut();
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppIntlProvider>
        <RouterProvider router={router} />
      </AppIntlProvider>
    </QueryClientProvider>
  </StrictMode>,
);
