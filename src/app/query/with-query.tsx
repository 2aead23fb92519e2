import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../api/query-client.ts';

/**
 * The app's one query client, in a chunk of its own: TanStack Query loads with the first part
 * that reads server data (home, mine, the auth dialog, the session keeper), not with the landing
 * (issue 8, the app shell's budget). Every such part is wrapped in this same client.
 */
const queryClient = createQueryClient();

/** The one query client, for route loaders that start a screen's calls before it renders. */
export function appQueryClient() {
  return queryClient;
}

export function WithQuery({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The layout over every screen that reads server data, loaded with the first of them. */
export function QueryLayout({ children }: { children: ReactNode }) {
  return <WithQuery>{children}</WithQuery>;
}
