import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useChangePassword } from '../../../api/change-password.ts';
import { ApiError } from '../../../api/errors.ts';
import { useUserInfo } from '../../../api/get-user-info.ts';
import { useSetPassword } from '../../../api/set-password.ts';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { useStepUp } from '../../../features/two-factor/step-up.tsx';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { showPopup } from '../../../state/popup.ts';
import { PasswordForm, type PasswordFormValues } from './password-form.tsx';
import { passwordMessages as m } from './password-messages.ts';

/**
 * mine/password: changes the password, or sets a first one for an account made through
 * Google, X or Apple (user info has_password false). Success says so and returns to mine.
 */
export function PasswordScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const userInfo = useUserInfo();
  const changePassword = useChangePassword();
  const setPassword = useSetPassword();
  const mode = userInfo.data?.has_password === false ? 'set' : 'change';
  const stepUp = useStepUp();

  const save = async (values: PasswordFormValues): Promise<string | void> => {
    try {
      if (mode === 'change') {
        await changePassword.mutateAsync({
          old_password: values.old_password ?? '',
          new_password: values.new_password,
          new_password_confirm: values.new_password_confirm,
          second_factor_code: values.second_factor_code,
          second_factor_passkey: values.second_factor_passkey,
        });
      } else {
        await setPassword.mutateAsync(values);
      }
    } catch (error) {
      // A refusal is shown under the form; an expired session has its own alert.
      return error instanceof ApiError ? error.message : undefined;
    }
    showPopup(intl.formatMessage(mode === 'change' ? m.changed : m.set));
    navigate(to('/mine'));
  };

  const title = intl.formatMessage(mode === 'change' ? m.changeTitle : m.setTitle);
  return (
    <div className="mx-auto w-full max-w-[480px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar
        variant="page"
        className="mb-6"
        back={<BackButton />}
        title={userInfo.data ? title : intl.formatMessage(m.changeTitle)}
      />
      <AsyncContent
        status={userInfo.status}
        data={userInfo.data}
        error={userInfo.error}
        onRetry={() => void userInfo.refetch()}
        retrying={userInfo.isRefetching}
      >
        {() => (
          <>
            {mode === 'set' ? <p className="mb-5 text-ink-muted">{intl.formatMessage(m.setIntro)}</p> : null}
            <PasswordForm key={mode} mode={mode} onSave={save} stepUp={stepUp} />
          </>
        )}
      </AsyncContent>
    </div>
  );
}
