/**
 * What every story renders inside, the same providers the app has: intl, a fresh query
 * cache, a router, and the story root carrying `lang` and `dir`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { IntlShell } from '../src/i18n/intl-shell.tsx';
import { localePath, pathLocaleOf } from '../src/i18n/locale-path.ts';
import type { Messages } from '../src/i18n/messages.ts';

export interface RouterParameters {
  /** The address after the language prefix, e.g. `/home?tab=new`. @default '/' */
  route?: string;
  /** Route pattern the story is mounted under. @default '/:lang/*' */
  path?: string;
}

export interface StoryShellProps {
  locale: string;
  dir: 'ltr' | 'rtl';
  messages: Messages;
  queryClient: QueryClient;
  router: RouterParameters | undefined;
  children: ReactNode;
}

export function StoryShell({ locale, dir, messages, queryClient, router, children }: StoryShellProps) {
  const path = router?.path ?? '/:lang/*';
  // The story's locale is the path's language, as in the app (`/ar/home`).
  const initialEntry = localePath(pathLocaleOf(locale), router?.route ?? '/');
  return (
    <QueryClientProvider client={queryClient}>
      <IntlShell locale={locale} messages={messages}>
        <MemoryRouter initialEntries={[initialEntry]}>
          <div lang={locale} dir={dir} data-testid="story-root">
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          </div>
        </MemoryRouter>
      </IntlShell>
    </QueryClientProvider>
  );
}
