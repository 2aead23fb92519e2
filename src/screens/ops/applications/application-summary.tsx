import { useIntl } from 'react-intl';
import type { OpsApplication } from '../../../contract/calls/ops-applications.ts';
import { identityTypeMessages } from '../../mine/creator/creator-apply-messages.ts';
import { durationText } from '../withdrawals/withdrawal-summary.tsx';
import { opsApplicationsMessages as m } from './ops-applications-messages.ts';

/** A country's name in the operator's language (`BR` → "Brazil"), else its code. */
export function useCountryName(): (code: string) => string {
  const intl = useIntl();
  return (code) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** A document type's name (1 passport, 2 ID card, 3 driver license), else its number. */
export function useDocumentTypeName(): (type: number) => string {
  const intl = useIntl();
  return (type) =>
    type in identityTypeMessages
      ? intl.formatMessage(identityTypeMessages[type as keyof typeof identityTypeMessages])
      : String(type);
}

/** How long it waited: still waiting while pending, until its decision after. */
export function useWaitingText(): (
  application: Pick<OpsApplication, 'status' | 'waiting_seconds'>,
) => string {
  const intl = useIntl();
  return ({ status, waiting_seconds }) =>
    intl.formatMessage(status === 'pending' ? m.waiting : m.waited, {
      duration: durationText(intl, waiting_seconds),
    });
}

/** The applicant's display name, else their account name. */
export const applicantName = (application: OpsApplication) =>
  application.applicant.nickname || application.applicant.username;

/**
 * One application in the queue: the applicant, the document and its country, how long it has
 * waited. A button: it opens the application beside the list.
 */
export function ApplicationSummary({
  application,
  selected,
  onOpen,
}: {
  application: OpsApplication;
  selected: boolean;
  onOpen: () => void;
}) {
  const countryName = useCountryName();
  const documentTypeName = useDocumentTypeName();
  const waitingText = useWaitingText();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full min-w-0 flex-col gap-1 rounded-card p-4 text-start ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
        selected ? 'bg-brand-50 ring-brand-600' : 'bg-surface ring-line hover:bg-surface-muted'
      }`}
    >
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <span dir="auto" className="truncate font-semibold text-ink">
          {applicantName(application)}
        </span>
        <span dir="ltr" className="truncate text-sm text-ink-muted">
          @{application.applicant.username}
        </span>
      </span>
      <span className="text-sm text-ink">
        {documentTypeName(application.document_type)} · {countryName(application.country)}
      </span>
      <span className="text-sm text-ink-muted">{waitingText(application)}</span>
    </button>
  );
}

/** The placeholder of a summary while the first page loads. */
export function ApplicationSummarySkeleton() {
  return <div className="h-24 animate-pulse rounded-card bg-surface-sunken" />;
}
