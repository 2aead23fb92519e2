import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useStatement } from '../../../api/get-statement.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { EmptyState } from '../../../components/molecules/empty-state/empty-state.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { statementMonthSchema } from '../../../contract/entities-sales.ts';
import { monthStart } from '../earn/statement-months.ts';
import { downloadStatementCsv } from './statement-download.ts';
import { statementMessages as m } from './statement-messages.ts';
import { StatementTable } from './statement-table.tsx';

/**
 * mine/earn/statement?month=YYYY-MM: one UTC month's statement (user/getStatement) as a page that
 * prints on A4 (the navigation and the buttons hide themselves) and downloads as CSV.
 */
export function StatementScreen() {
  const intl = useIntl();
  const month = new URLSearchParams(useSearch()).get('month') ?? '';
  const valid = statementMonthSchema.safeParse(month).success;
  const monthName = valid
    ? intl.formatDate(monthStart(month), { year: 'numeric', month: 'long', timeZone: 'UTC' })
    : '';
  return (
    <div className="mx-auto flex w-full max-w-[960px] flex-col gap-4 px-4 pt-4 pb-8 sm:px-6 desktop:pt-8 print:max-w-none print:p-0">
      <TopBar
        variant="page"
        className="print:hidden"
        back={<BackButton />}
        title={intl.formatMessage(m.title, { month: monthName })}
      />
      {valid ? <StatementBody month={month} /> : <EmptyState title={intl.formatMessage(m.badMonth)} />}
    </div>
  );
}

function StatementBody({ month }: { month: string }) {
  const intl = useIntl();
  const query = useStatement(month);
  const monthName = intl.formatDate(monthStart(month), { year: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <AsyncContent
      status={query.status}
      data={query.data}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
      loading={
        <div aria-busy="true">
          <Skeleton className="h-80 w-full rounded-card" />
        </div>
      }
    >
      {(statement) => (
        <article className="flex flex-col gap-4">
          {/* On paper the page's own title is gone with the top bar: this one says what it is. */}
          <h2 className="hidden text-xl font-bold print:block">
            {intl.formatMessage(m.title, { month: monthName })}
          </h2>
          <p className="text-sm text-ink-muted">{intl.formatMessage(m.utc)}</p>
          <div className="flex flex-wrap gap-3 print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              {intl.formatMessage(m.print)}
            </Button>
            <Button variant="secondary" onClick={() => downloadStatementCsv(statement, intl)}>
              {intl.formatMessage(m.download)}
            </Button>
          </div>
          <StatementTable statement={statement} />
          {statement.list.length === 0 ? (
            <p className="text-sm text-ink-muted">{intl.formatMessage(m.empty)}</p>
          ) : null}
        </article>
      )}
    </AsyncContent>
  );
}
