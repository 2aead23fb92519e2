import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/atoms/button/button.tsx';
import { Select } from '../../../components/molecules/select/select.tsx';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { mineEarnMessages as m } from './mine-earn-messages.ts';
import { monthStart, statementMonths } from './statement-months.ts';

/** Chooses a month and opens its statement (/mine/earn/statement?month=YYYY-MM), printable and as CSV. */
export function StatementChooser({ now }: { now?: Date | undefined }) {
  const intl = useIntl();
  const to = useLocalePath();
  const months = statementMonths(now ?? new Date());
  const [month, setMonth] = useState(months[0]!);
  const options = months.map((value) => ({
    value,
    label: intl.formatDate(monthStart(value), { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  }));
  return (
    <section
      aria-labelledby="mine-earn-statement"
      className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line/60"
    >
      <h2 id="mine-earn-statement" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.statement)}
      </h2>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.statementHint)}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={intl.formatMessage(m.statementMonth)}
          options={options}
          value={month}
          onChange={setMonth}
          className="min-w-48 flex-1"
        />
        <Link
          href={to(`/mine/earn/statement?month=${month}`)}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {intl.formatMessage(m.openStatement)}
        </Link>
      </div>
    </section>
  );
}
