import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useDeleteAccount } from '../../../api/delete-account.ts';
import { ApiError } from '../../../api/errors.ts';
import { useUserInfo } from '../../../api/get-user-info.ts';
import { useLogOut } from '../../../api/log-out.ts';
import { buttonClasses } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { alertIcon } from '../../../components/atoms/icon/icons.ts';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { useStepUp } from '../../../features/two-factor/step-up.tsx';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { showPopup } from '../../../state/popup.ts';
import { DeleteAccountForm, type DeleteAccountValues } from './delete-account-form.tsx';
import { deleteAccountMessages as m } from './delete-account-messages.ts';

/**
 * mine/delete (spec §5, §8): a warning, the current password, a danger confirm. A refusal is
 * shown in the field and as a failure popup; success logs out and goes to the language root.
 */
export function DeleteAccountScreen() {
  const intl = useIntl();
  const to = useLocalePath();
  const userInfo = useUserInfo();
  const deleteAccount = useDeleteAccount();
  const logOut = useLogOut();

  const stepUp = useStepUp();
  const remove = async (values: DeleteAccountValues): Promise<string | void> => {
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      if (!(error instanceof ApiError)) return undefined;
      showPopup(error.message, { variant: 'failure' });
      return error.message;
    }
    // Every session of the account ended with it: nothing left to revoke.
    await logOut({ revoke: false, destination: to('/') });
  };

  return (
    <div className="mx-auto w-full max-w-[480px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-6" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <section
        aria-labelledby="delete-account-warning"
        className="mb-6 flex gap-3 rounded-card bg-red-50 p-4 text-red-800 ring-1 ring-red-200"
      >
        <Icon icon={alertIcon} size={22} className="mt-0.5 shrink-0" />
        <div>
          <h2 id="delete-account-warning" className="font-semibold">
            {intl.formatMessage(m.warningTitle)}
          </h2>
          <p className="mt-1 text-sm">{intl.formatMessage(m.warning)}</p>
          <p className="mt-1 text-sm">{intl.formatMessage(m.mediaGone)}</p>
          <p className="mt-1 text-sm">{intl.formatMessage(m.keptByLaw)}</p>
          <Link to={to('/mine/account')} className="mt-2 inline-block text-sm font-semibold underline">
            {intl.formatMessage(m.exportFirst)}
          </Link>
        </div>
      </section>
      <AsyncContent
        status={userInfo.status}
        data={userInfo.data}
        error={userInfo.error}
        onRetry={() => void userInfo.refetch()}
        retrying={userInfo.isRefetching}
      >
        {(user) =>
          user.has_password ? (
            <DeleteAccountForm onDelete={remove} stepUp={stepUp} />
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-ink-muted">{intl.formatMessage(m.noPassword)}</p>
              <Link to={to('/mine/password')} className={buttonClasses({ variant: 'secondary' })}>
                {intl.formatMessage(m.setPassword)}
              </Link>
            </div>
          )
        }
      </AsyncContent>
    </div>
  );
}
