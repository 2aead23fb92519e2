import { useIntl } from 'react-intl';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Price } from '../../../components/atoms/price/price.tsx';
import type { MoneyView } from '../../../contract/calls/ops-money.ts';
import { opsMoneyMessages } from './ops-money-messages.ts';

/**
 * The creators' balances now, largest first, a page at a time: a table on a wide screen, a list
 * on a phone (375 px has no room for columns).
 */
export function CreatorBalances({
  balances,
  onPage,
}: {
  balances: MoneyView['balances'];
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { list, page, limit } = balances;
  const name = (row: (typeof list)[number]) => (
    <>
      <span dir="auto" className="font-medium text-ink">
        {row.nickname}
      </span>{' '}
      <span className="text-ink-muted">@{row.username}</span>
    </>
  );
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-ink">{text(opsMoneyMessages.balances)}</h2>
      {list.length === 0 ? (
        <p className="rounded-card p-4 text-ink-muted ring-1 ring-line">
          {text(opsMoneyMessages.noBalances)}
        </p>
      ) : (
        <>
          <table className="hidden w-full text-start sm:table">
            <thead>
              <tr className="border-b border-line text-sm text-ink-muted">
                <th scope="col" className="py-2 text-start font-medium">
                  {text(opsMoneyMessages.creator)}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {text(opsMoneyMessages.balance)}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.id} className="border-b border-line">
                  <td className="py-2">{name(row)}</td>
                  <td className="py-2 text-end">
                    <Price value={row.balance} size="sm" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="flex flex-col gap-2 sm:hidden">
            {list.map((row) => (
              <li
                key={row.id}
                className="flex items-center justify-between gap-3 rounded-card p-3 ring-1 ring-line"
              >
                <span className="min-w-0 truncate">{name(row)}</span>
                <Price value={row.balance} size="sm" />
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label={text(opsMoneyMessages.balances)} className="flex items-center justify-between gap-3">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {text(opsMoneyMessages.previous)}
        </Button>
        <span className="text-sm text-ink-muted">{text(opsMoneyMessages.page, { page })}</span>
        <Button variant="secondary" size="sm" disabled={list.length < limit} onClick={() => onPage(page + 1)}>
          {text(opsMoneyMessages.next)}
        </Button>
      </nav>
    </section>
  );
}
