/**
 * The entry guard of spec §2 for Google, X (Twitter) and Apple sign-in. The auth dialog opens a
 * provider's consent page with `redirect_uri = {origin}/{lang}/home?oauth={provider}`; the
 * provider sends the browser back there with `code` and `state` (X's OAuth 1.0a names,
 * `oauth_verifier` and `oauth_token`, are read too). The app's entry (locale-entry.tsx) shows
 * nothing while this exchanges them for a session, then replaces the address with `/{lang}/home`, so the single-use code is left in no history
 * entry. A failure shows the popup failure message and goes home too.
 */
import { createIntl, defineMessage, defineMessages } from 'react-intl';
import { ApiError } from '../api/errors.ts';
import { loginWithOAuthCallback } from '../api/oauth-login.ts';
import { OAUTH_PROVIDER_NAMES } from '../components/molecules/oauth-buttons/oauth-buttons.tsx';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../contract/entities-account.ts';
import { intlLocaleTag } from '../i18n/intl-shell.tsx';
import { DEFAULT_LOCALE, localeFromPrefix, type Locale } from '../i18n/locale-resolution.ts';
import { loadAllMessages } from '../i18n/messages.ts';
import { completeLogin } from '../state/auth-dialog.ts';
import { showPopup } from '../state/popup.ts';
import { signOut } from '../state/session.ts';

const messages = defineMessages({
  failed: defineMessage<{ provider: string }>({
    id: 'auth.oauth.failed',
    defaultMessage: 'Logging in with {provider} did not work. Please try again.',
  }),
});

/** What the address of an app load says about a provider's callback. */
export type OAuthEntry =
  | {
      kind: 'callback';
      provider: OAuthProvider;
      code: string;
      state: string;
      /** The redirect_uri the consent page was opened with: the address without the callback's parameters. */
      redirectUri: string;
      /** Where the user goes afterwards: `/{lang}/home`. */
      homePath: string;
    }
  | { kind: 'failed'; provider: OAuthProvider; homePath: string };

function providerOf(value: string | null): OAuthProvider | null {
  const name = value?.toLowerCase();
  // X answers to its old name and its new one.
  if (name === 'x') return 'twitter';
  return OAUTH_PROVIDERS.find((provider) => provider === name) ?? null;
}

/**
 * Reads a provider's callback from an address: null when it is not one (no `oauth` parameter
 * naming a provider); 'failed' when the provider sent an error (a refusal on the consent page)
 * or left out the code or the state.
 */
export function parseOAuthEntry(href: string, fallbackLocale: Locale = DEFAULT_LOCALE): OAuthEntry | null {
  const url = new URL(href, 'http://localhost');
  const provider = providerOf(url.searchParams.get('oauth'));
  if (!provider) return null;
  const [, prefix] = url.pathname.split('/');
  const homePath = `/${localeFromPrefix(prefix) ?? fallbackLocale}/home`;
  const params = url.searchParams;
  const code = params.get('code') ?? params.get('oauth_verifier');
  const state = params.get('state') ?? params.get('oauth_token');
  if (params.has('error') || !code || !state) return { kind: 'failed', provider, homePath };
  // Google and Apple compare redirect_uri with the one the consent page was opened with, which
  // carried `oauth` alone: anything the provider appended (scope, authuser, iss...) is dropped.
  const redirectUri = `${url.origin}${url.pathname}?oauth=${encodeURIComponent(params.get('oauth') ?? provider)}`;
  return { kind: 'callback', provider, code, state, redirectUri, homePath };
}

async function failureMessage(error: unknown, provider: OAuthProvider, locale: Locale): Promise<string> {
  // The server's refusal is already in the user's language (Accept-Language).
  if (error instanceof ApiError && error.message) return error.message;
  const catalogue = await loadAllMessages(locale).catch(() => ({}));
  const intl = createIntl({
    locale: intlLocaleTag(locale),
    messages: catalogue,
    defaultLocale: 'en',
    onError: () => {},
  });
  return intl.formatMessage(messages.failed, { provider: OAUTH_PROVIDER_NAMES[provider] });
}

/**
 * Finishes a provider sign-in. Resolves to null when the address is not a provider's callback;
 * otherwise to the address that replaces it, `/{lang}/home`, signed in or with the failure shown.
 */
export async function finishOAuthEntry(href: string, locale: Locale): Promise<string | null> {
  const entry = parseOAuthEntry(href, locale);
  if (!entry) return null;
  if (entry.kind === 'callback') {
    try {
      const result = await loginWithOAuthCallback(entry);
      if (completeLogin(result)) return entry.homePath;
      throw new Error('The sign-in answer had no username, aff or uuid');
    } catch (error) {
      // Spec §8: a failed login clears the stored token.
      signOut();
      showPopup(await failureMessage(error, entry.provider, locale), { variant: 'failure' });
    }
  } else {
    showPopup(await failureMessage(null, entry.provider, locale), { variant: 'failure' });
  }
  return entry.homePath;
}
