import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useRequestWithdrawal } from '../../../api/request-withdrawal.ts';
import { useWithdrawals } from '../../../api/get-withdrawals.ts';
import { useTwoFactor } from '../../../api/get-two-factor.ts';
import { buttonClasses } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { alertIcon } from '../../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { WITHDRAWAL_MIN } from '../../../contract/rules/money-rules.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { showPopup } from '../../../state/popup.ts';
import { WithdrawalForm } from './withdrawal-form.tsx';
import { withdrawalRequestMessages as m } from './withdrawal-request-messages.ts';

/**
 * mine/earn-withdrawal-request (spec §5, §8): the balance now (the answer of
 * user/getWithdrawList, which the history shares), the amount with its rules, a confirm dialog,
 * then user/applyWithdraw. A refusal opens the failure alert with the server's message; success
 * says so and replaces this page with the history, where the new withdrawal shows as pending.
 */
export function WithdrawalRequestScreen() {
  const intl = useIntl();
  const to = useLocalePath();
  const withdrawals = useWithdrawals();
  const historyHref = to('/mine/earn-withdrawal-history');
  const confirm = useConfirmWithdrawal(historyHref);
  // Withdrawals need the second factor (issue 26: the authenticator app or a passkey); without
  // it the form leads to Login security.
  const secondFactor = useTwoFactor().data;
  const secondFactorOff = secondFactor?.enabled === false && !secondFactor.passkey;

  return (
    <div className="mx-auto w-full max-w-[480px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-6" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <AsyncContent
        status={withdrawals.status}
        data={withdrawals.data?.pages[0]?.balance}
        error={withdrawals.error}
        onRetry={() => void withdrawals.refetch()}
        retrying={withdrawals.isRefetching}
        loading={<Skeleton className="h-48 w-full rounded-card" />}
      >
        {(balance) => (
          <div className="flex flex-col gap-6">
            <div className="flex flex-col gap-1 rounded-card bg-surface-muted p-4">
              <p className="text-sm text-ink-muted">{intl.formatMessage(m.available)}</p>
              <p className={`text-3xl font-bold tabular-nums ${balance < 0 ? 'text-red-700' : 'text-ink'}`}>
                {formatPrice(intl, balance)}
              </p>
            </div>
            {secondFactorOff ? (
              <div
                role="note"
                className="flex flex-col gap-3 rounded-control bg-amber-50 p-3 text-sm text-amber-900"
              >
                <p className="flex items-start gap-2">
                  <Icon icon={alertIcon} size={18} className="mt-0.5 shrink-0" />
                  {intl.formatMessage(m.twoFactorNeeded)}
                </p>
                <Link to={to('/mine/security')} className={buttonClasses({ variant: 'primary', size: 'md' })}>
                  {intl.formatMessage(m.twoFactorLink)}
                </Link>
              </div>
            ) : balance >= WITHDRAWAL_MIN ? (
              <WithdrawalForm balance={balance} onSubmit={confirm} />
            ) : (
              <p
                role="note"
                className="flex items-start gap-2 rounded-control bg-amber-50 p-3 text-sm text-amber-900"
              >
                <Icon icon={alertIcon} size={18} className="mt-0.5 shrink-0" />
                {balance < 0
                  ? intl.formatMessage(m.negative)
                  : intl.formatMessage(m.unavailable, { amount: formatPrice(intl, WITHDRAWAL_MIN) })}
              </p>
            )}
            <Link
              to={historyHref}
              className={`${buttonClasses({ variant: 'ghost', size: 'md' })} self-center`}
            >
              {intl.formatMessage(m.history)}
            </Link>
          </div>
        )}
      </AsyncContent>
    </div>
  );
}

/**
 * Asks to confirm a withdrawal of `amount`, then asks for it (user/applyWithdraw). A refusal opens
 * the failure alert with the server's message; success says so and replaces the page with the
 * history at `historyHref`.
 */
function useConfirmWithdrawal(historyHref: string): (amount: number) => void {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const apply = useRequestWithdrawal();
  return (amount: number) =>
    openDialog({
      kind: 'confirm',
      title: intl.formatMessage(m.confirmTitle, { amount: formatPrice(intl, amount) }),
      message: intl.formatMessage(m.confirmMessage),
      confirmLabel: intl.formatMessage(m.confirm),
      cancelLabel: intl.formatMessage(m.cancel),
      action: async () => {
        try {
          await apply.mutateAsync(amount);
        } catch (error) {
          // Spec §8: the failure is an alert with the server's message, over a closed confirm.
          openDialog({
            kind: 'alert',
            title: intl.formatMessage(m.failedTitle),
            message: error instanceof Error ? error.message : String(error),
          });
          return true;
        }
        showPopup(intl.formatMessage(m.requested));
        // Replace: back from the history goes to earnings, not to a form already sent.
        navigate(historyHref, { replace: true });
        return true;
      },
    });
}
