import type { LoaderFunctionArgs } from 'react-router';
import { storedOrBrowserLocale } from '../i18n/use-locale.ts';
import { localeLoader } from './locale-routing.ts';

/**
 * Loader of `/:lang`: the language rules first (they may redirect), then a provider's callback.
 * Only an address carrying `oauth` can be one, so only such an address loads the sign-in code
 * (oauth-entry-guard.ts and the API client behind it): every other first visit does without it.
 */
export async function localeEntryLoader(args: LoaderFunctionArgs) {
  localeLoader(args);
  if (!new URL(args.request.url).searchParams.has('oauth')) return null;
  const { finishOAuthEntry } = await import('./oauth-entry-guard.ts');
  return finishOAuthEntry(args.request.url, storedOrBrowserLocale());
}
