/**
 * What every story renders inside, the same providers the app has: intl, a fresh query
 * cache, a router at the story's address, and the story root carrying `lang` and `dir`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { IntlShell } from '../src/i18n/intl-shell.tsx';
import { localePath, pathLocaleOf } from '../src/i18n/locale-path.ts';
import type { Messages } from '../src/i18n/messages.ts';
import { numberNavigation, setMemoryHistory } from '../src/state/history-entries.ts';
import { storyLocation } from './story-location.ts';

export interface RouterParameters {
  /** The address after the language prefix, e.g. `/home?tab=new`. @default '/' */
  route?: string;
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
  // The story's locale is the path's language, as in the app (`/ar/home`).
  const [location] = useState(() => storyLocation(localePath(pathLocaleOf(locale), router?.route ?? '/')));
  // Set during the first render, so Back reads this story's history from the start.
  useState(() => setMemoryHistory(location.history));
  useEffect(() => {
    setMemoryHistory(location.history);
    return () => setMemoryHistory(null);
  }, [location]);
  return (
    <QueryClientProvider client={queryClient}>
      <IntlShell locale={locale} messages={messages}>
        <Router hook={location.hook} searchHook={location.searchHook} aroundNav={numberNavigation}>
          <div lang={locale} dir={dir} data-testid="story-root">
            {children}
          </div>
        </Router>
      </IntlShell>
    </QueryClientProvider>
  );
}
