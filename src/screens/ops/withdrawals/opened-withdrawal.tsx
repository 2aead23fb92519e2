import { useIntl } from 'react-intl';
import { useOpsWithdrawal } from '../../../api/ops-withdrawal.ts';
import { WithdrawalStatusBadge } from '../../../components/molecules/withdrawal-row/withdrawal-row.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import type { CreatorLedgerLine } from '../../../contract/calls/ops-withdrawals.ts';
import { TO_THE_MINUTE } from '../../../i18n/date-formats.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { ledgerKindMessages, opsWithdrawalsMessages as m } from './ops-withdrawals-messages.ts';
import { WithdrawalDecisions } from './withdrawal-decisions.tsx';
import { useCreatorName, useWaitingText } from './withdrawal-summary.tsx';

/** A ledger kind's name; a kind the app does not know yet shows as the server names it. */
function useKindName(): (kind: string) => string {
  const intl = useIntl();
  return (kind) =>
    kind in ledgerKindMessages
      ? intl.formatMessage(ledgerKindMessages[kind as keyof typeof ledgerKindMessages])
      : kind;
}

/** The creator's recent balance movements, newest first, and whether their ledger sums to zero. */
function CreatorLedger({ lines, balanced }: { lines: readonly CreatorLedgerLine[]; balanced: boolean }) {
  const intl = useIntl();
  const kindName = useKindName();
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-ink">{intl.formatMessage(m.ledgerTitle)}</h3>
      <p
        className={`rounded-card px-3 py-2 text-sm ${balanced ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
      >
        {intl.formatMessage(balanced ? m.balanced : m.unbalanced)}
      </p>
      {lines.length === 0 ? (
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.ledgerEmpty)}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {intl.formatMessage(m.ledgerDate)}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {intl.formatMessage(m.ledgerKind)}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {intl.formatMessage(m.ledgerAmount)}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={`${line.at}-${index}`} className="border-t border-line">
                  <td className="py-2 pe-3 whitespace-nowrap text-ink-muted">
                    <time dateTime={line.at}>{intl.formatDate(line.at, TO_THE_MINUTE)}</time>
                  </td>
                  <td className="py-2 pe-3 text-ink">{kindName(line.kind)}</td>
                  <td
                    className={`py-2 text-end whitespace-nowrap tabular-nums ${line.amount < 0 ? 'text-red-700' : 'text-ink'}`}
                  >
                    {formatPrice(intl, line.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The opened withdrawal: the creator, the amount and its status, the creator's balance and recent
 * ledger lines with the sum check, and what finance may still decide.
 */
export function OpenedWithdrawal({ id, onDecided }: { id: number; onDecided: (message: string) => void }) {
  const intl = useIntl();
  const query = useOpsWithdrawal(id);
  const creatorName = useCreatorName();
  const waitingText = useWaitingText();
  return (
    <AsyncContent
      status={query.status}
      data={query.data}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    >
      {({ withdrawal, ledger, balanced }) => {
        const { name, account } = creatorName(withdrawal);
        return (
          <div className="flex flex-col gap-6 rounded-card bg-surface p-5 ring-1 ring-line">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <h2 dir="auto" className="truncate text-xl font-bold text-ink">
                  {name}
                </h2>
                {account ? (
                  <p dir="auto" className="truncate text-sm text-ink-muted">
                    {account}
                  </p>
                ) : null}
              </div>
              <WithdrawalStatusBadge status={withdrawal.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <div className="flex flex-col gap-0.5">
                <dt className="text-ink-muted">{intl.formatMessage(m.ledgerAmount)}</dt>
                <dd className="text-lg font-bold text-ink tabular-nums">
                  {formatPrice(intl, withdrawal.amount)}
                </dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className="text-ink-muted">{intl.formatMessage(m.balance)}</dt>
                <dd
                  className={`text-lg font-bold tabular-nums ${(withdrawal.creator?.balance ?? 0) < 0 ? 'text-red-700' : 'text-ink'}`}
                >
                  {formatPrice(intl, withdrawal.creator?.balance ?? 0)}
                </dd>
              </div>
              <div className="col-span-2 flex flex-col gap-0.5">
                <dt className="text-ink-muted">{intl.formatMessage(m.requestedAt)}</dt>
                <dd className="text-ink">
                  <time dateTime={withdrawal.requested_at}>
                    {intl.formatDate(withdrawal.requested_at, TO_THE_MINUTE)}
                  </time>
                  {' · '}
                  {waitingText(withdrawal)}
                </dd>
              </div>
              {withdrawal.reference ? (
                <div className="col-span-2 flex flex-col gap-0.5">
                  <dt className="text-ink-muted">{intl.formatMessage(m.reference)}</dt>
                  <dd dir="ltr" className="text-start font-mono break-all text-ink">
                    {withdrawal.reference}
                  </dd>
                </div>
              ) : null}
              {withdrawal.reason ? (
                <div className="col-span-2 flex flex-col gap-0.5">
                  <dt className="text-ink-muted">{intl.formatMessage(m.reason)}</dt>
                  <dd dir="auto" className="break-words whitespace-pre-wrap text-ink">
                    {withdrawal.reason}
                  </dd>
                </div>
              ) : null}
            </dl>
            <CreatorLedger lines={ledger} balanced={balanced} />
            <section className="flex flex-col gap-3">
              <h3 className="text-base font-semibold text-ink">{intl.formatMessage(m.actionsTitle)}</h3>
              <WithdrawalDecisions key={withdrawal.status} withdrawal={withdrawal} onDecided={onDecided} />
            </section>
          </div>
        );
      }}
    </AsyncContent>
  );
}
