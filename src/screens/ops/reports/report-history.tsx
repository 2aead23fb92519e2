import { useIntl } from 'react-intl';
import type { OpsReport } from '../../../contract/calls/ops-reports.ts';
import { TO_THE_MINUTE } from '../../../i18n/date-formats.ts';
import { opsReportsMessages as m, reportOutcomeMessages } from './ops-reports-messages.ts';

/** The reporter's language by name, in the operator's language (`fr` → "French"). */
function useLanguageName(): (locale: string) => string {
  const intl = useIntl();
  return (locale) => new Intl.DisplayNames([intl.locale], { type: 'language' }).of(locale) ?? locale;
}

/** A report's state: Open, or its outcome with the operator's reason. */
function Outcome({ report }: { report: OpsReport }) {
  const intl = useIntl();
  if (report.status === 'open')
    return (
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
        {intl.formatMessage(m.open)}
      </span>
    );
  const action = intl.formatMessage(reportOutcomeMessages[report.action || 'resolved']);
  return (
    <span dir="auto" className="text-sm text-ink-muted">
      {report.note ? intl.formatMessage(m.outcome, { action, note: report.note }) : action}
    </span>
  );
}

/** Every report of the target, the newest first: who, when, the reason and their words, the outcome. */
export function ReportHistory({ reports }: { reports: OpsReport[] }) {
  const intl = useIntl();
  const languageName = useLanguageName();
  return (
    <section aria-labelledby="report-history" className="flex flex-col gap-3">
      <h2 id="report-history" className="text-base font-semibold text-ink">
        {intl.formatMessage(m.reportsTitle, { count: reports.length })}
      </h2>
      <ol className="flex flex-col gap-3">
        {reports.map((report) => (
          <li key={report.id} className="flex flex-col gap-1.5 rounded-card p-4 ring-1 ring-line">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-ink">{report.reason_text}</span>
              <Outcome report={report} />
            </div>
            <p dir="auto" className="whitespace-pre-line break-words text-ink">
              {report.description}
            </p>
            <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
              <span dir="auto">
                {intl.formatMessage(m.reportedBy, {
                  name: report.reporter
                    ? `@${report.reporter.username}`
                    : intl.formatMessage(m.deletedReporter),
                })}
              </span>
              <time dateTime={report.created_at}>{intl.formatDate(report.created_at, TO_THE_MINUTE)}</time>
              <span>{intl.formatMessage(m.language, { language: languageName(report.language) })}</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
