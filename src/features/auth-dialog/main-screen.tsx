import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { useAppConfig } from '../../api/app-config.ts';
import { useOAuthPage } from '../../api/get-oauth-page.ts';
import { isEmailUsedQueryOptions } from '../../api/is-email-used.ts';
import { useSendEmailCode } from '../../api/send-email-code.ts';
import type { OAuthProvider } from '../../contract/entities-account.ts';
import { emailSchema } from '../../contract/rules/account-rules.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import {
  authDialog,
  isCodeWaitRunning,
  recordCodeSent,
  rememberAuthEmail,
  showAuthScreen,
} from '../../state/auth-dialog.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { EmailField } from '../../components/atoms/email-field/email-field.tsx';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { OAuthButtons } from '../../components/molecules/oauth-buttons/oauth-buttons.tsx';
import { useServerErrorMessage, useSingleSubmit } from './auth-form-helpers.ts';
import { authMessages } from './auth-messages.ts';
import { FormError } from './form-error.tsx';
import { PasskeyLoginButton } from './passkey-login-button.tsx';
import { ScreenLink } from './screen-link.tsx';
import { TermsLine } from './terms-line.tsx';

const emailEntrySchema = z.object({ email: emailSchema });

export interface MainScreenProps {
  /** Opens a provider's consent page (the browser leaves the app). */
  onOpenProviderPage: (url: string) => void;
}

/**
 * The first screen (spec §4): an email and Continue; a used email gets a code and goes to the
 * code screen, a new one goes to sign-up. Also the account login and the configured providers.
 */
export function MainScreen({ onOpenProviderPage }: MainScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const ruleMessage = useRuleMessage();
  const serverError = useServerErrorMessage();
  const { data: config } = useAppConfig();
  const { mutateAsync: sendEmailCode } = useSendEmailCode();
  const { mutateAsync: fetchOAuthPage } = useOAuthPage();
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingProvider, setPendingProvider] = useState<OAuthProvider | null>(null);
  const { register, handleSubmit, setFocus, formState } = useZodForm(emailEntrySchema, {
    defaultValues: { email: authDialog.email },
  });

  useEffect(() => setFocus('email'), [setFocus]);

  const submit = useSingleSubmit(
    handleSubmit(async ({ email }) => {
      setFormError(null);
      try {
        // Always asked afresh, then cached: the sign-up form asks the same question and gets
        // this answer without a second call.
        const used = await queryClient.fetchQuery({ ...isEmailUsedQueryOptions(email), staleTime: 0 });
        rememberAuthEmail(email);
        if (!used) return showAuthScreen('signUp');
        // A code sent moments ago is still valid, and the server would refuse another yet.
        if (!isCodeWaitRunning(email)) {
          const { resend_after } = await sendEmailCode({ email });
          recordCodeSent(email, resend_after);
        }
        showAuthScreen('verifyCode');
      } catch (error) {
        setFormError(serverError(error));
      }
    }),
  );

  const openProvider = async (provider: OAuthProvider) => {
    setFormError(null);
    setPendingProvider(provider);
    try {
      const redirectUri = `${window.location.origin}/${locale}/home?oauth=${provider}`;
      onOpenProviderPage(await fetchOAuthPage({ provider, redirectUri }));
    } catch (error) {
      setFormError(serverError(error));
    } finally {
      setPendingProvider(null);
    }
  };

  const busy = formState.isSubmitting || pendingProvider !== null;
  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField
          required
          data-autofocus
          error={ruleMessage(formState.errors.email)}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={formState.isSubmitting} disabled={busy}>
          {intl.formatMessage(authMessages.continue)}
        </Button>
        <FormError message={formError} />
      </form>
      <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {intl.formatMessage(authMessages.or)}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="flex flex-col gap-2.5">
        <OAuthButtons
          providers={config?.oauth_providers ?? []}
          pending={pendingProvider}
          disabled={formState.isSubmitting}
          onSelect={(provider) => void openProvider(provider)}
        />
        <PasskeyLoginButton onError={setFormError} />
        <ScreenLink onClick={() => showAuthScreen('accountLogin')}>
          {intl.formatMessage(authMessages.accountLoginLink)}
        </ScreenLink>
      </div>
      <TermsLine />
    </div>
  );
}
