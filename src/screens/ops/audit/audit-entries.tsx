import { useIntl } from 'react-intl';
import type { AuditEntry } from '../../../contract/calls/ops-audit.ts';
import { opsAuditMessages } from './ops-audit-messages.ts';

/** The columns, in order: heading and cell of each. */
const COLUMNS = [
  { heading: opsAuditMessages.who, cell: (entry: AuditEntry) => <bdi>{entry.operatorEmail}</bdi> },
  { heading: opsAuditMessages.role, cell: (entry: AuditEntry) => entry.role },
  { heading: opsAuditMessages.action, cell: (entry: AuditEntry) => <code dir="ltr">{entry.action}</code> },
  {
    heading: opsAuditMessages.target,
    cell: (entry: AuditEntry) => <bdi dir="ltr">{`${entry.targetType} ${entry.targetId}`.trim()}</bdi>,
  },
  {
    heading: opsAuditMessages.reason,
    cell: (entry: AuditEntry) => (
      <span dir="auto" className="break-words whitespace-pre-wrap">
        {entry.reason}
      </span>
    ),
  },
] as const;

/**
 * The log's rows: a table from 672 px, a list of cards below it (a phone has no room for seven
 * columns). Codes, addresses and emails keep their left-to-right order inside Arabic.
 */
export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  const intl = useIntl();
  const when = (entry: AuditEntry) => intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' });
  const address = (entry: AuditEntry) => <bdi dir="ltr">{entry.address}</bdi>;
  return (
    <>
      <table className="hidden w-full text-start text-sm sm:table">
        <thead>
          <tr className="border-b border-line text-ink-muted">
            {COLUMNS.map((column) => (
              <th key={column.heading.id} scope="col" className="px-2 py-2 text-start font-medium">
                {intl.formatMessage(column.heading)}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {intl.formatMessage(opsAuditMessages.when)}
            </th>
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {intl.formatMessage(opsAuditMessages.address)}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-line align-top text-ink">
              {COLUMNS.map((column) => (
                <td key={column.heading.id} className="px-2 py-2 break-words">
                  {column.cell(entry)}
                </td>
              ))}
              <td className="px-2 py-2 whitespace-nowrap">{when(entry)}</td>
              <td className="px-2 py-2">{address(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 sm:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-card bg-surface p-4 text-sm ring-1 ring-line">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {COLUMNS.map((column) => (
                <div key={column.heading.id} className="contents">
                  <dt className="text-ink-muted">{intl.formatMessage(column.heading)}</dt>
                  <dd className="break-words text-ink">{column.cell(entry)}</dd>
                </div>
              ))}
              <dt className="text-ink-muted">{intl.formatMessage(opsAuditMessages.when)}</dt>
              <dd className="text-ink">{when(entry)}</dd>
              <dt className="text-ink-muted">{intl.formatMessage(opsAuditMessages.address)}</dt>
              <dd className="text-ink">{address(entry)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
