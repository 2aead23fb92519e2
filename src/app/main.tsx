import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { AppIntlProvider } from '../i18n/app-intl-provider.tsx';
import { createAppRouter } from './router.tsx';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter();

// Spec §4: a 422 from any call raises the token-expired alert (src/api/client.ts reports it,
// src/app/session/session-keeper.tsx shows it); its confirm logs out.

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
