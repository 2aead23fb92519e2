import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppConfig } from '../../api/app-config.ts';
import { useOAuthPage } from '../../api/get-oauth-page.ts';
import { OAuthButtons } from '../../components/molecules/oauth-buttons/oauth-buttons.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import type { OAuthProvider } from '../../contract/entities-account.ts';
import { useServerErrorMessage } from '../../features/auth-dialog/auth-form-helpers.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { devmodePageTexts as t } from './devmode-messages.ts';

/**
 * oauth: what app/config says about the providers, and their buttons. A button asks the server
 * for the provider's page as the auth dialog does, and shows the address rather than leaving.
 */
export function OAuthPage() {
  const intl = useIntl();
  const locale = useLocale();
  const config = useAppConfig();
  const providerPage = useOAuthPage();
  const serverError = useServerErrorMessage();
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const [answer, setAnswer] = useState<{ url: string } | { error: string } | null>(null);

  const ask = async (provider: OAuthProvider) => {
    setPending(provider);
    setAnswer(null);
    try {
      const redirectUri = `${window.location.origin}/${locale}/home?oauth=${provider}`;
      setAnswer({ url: await providerPage.mutateAsync({ provider, redirectUri }) });
    } catch (error) {
      setAnswer({ error: serverError(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <AsyncContent
      status={config.status}
      data={config.data}
      error={config.error}
      onRetry={() => void config.refetch()}
      retrying={config.isFetching}
    >
      {({ oauth_providers: providers }) => (
        <div className="flex max-w-md flex-col gap-4">
          <pre
            data-testid="oauth-config"
            className="rounded-control bg-surface-sunken p-2 text-xs break-all whitespace-pre-wrap text-ink"
            dir="ltr"
          >
            {JSON.stringify({ oauth_providers: providers }, null, 2)}
          </pre>
          {providers.length === 0 ? (
            <p className="text-ink-muted">{intl.formatMessage(t.noProvider)}</p>
          ) : (
            <OAuthButtons
              providers={providers}
              pending={pending}
              onSelect={(provider) => void ask(provider)}
            />
          )}
          {answer && 'url' in answer ? (
            <p className="flex min-w-0 flex-col gap-1">
              <span className="text-sm font-medium text-ink-muted">{intl.formatMessage(t.providerPage)}</span>
              <a
                href={answer.url}
                data-testid="oauth-page"
                className="break-all text-brand-700 underline"
                dir="ltr"
              >
                {answer.url}
              </a>
            </p>
          ) : null}
          {answer && 'error' in answer ? (
            <p role="alert" className="rounded-control bg-red-50 px-3 py-2.5 text-sm text-red-700">
              {answer.error}
            </p>
          ) : null}
        </div>
      )}
    </AsyncContent>
  );
}
