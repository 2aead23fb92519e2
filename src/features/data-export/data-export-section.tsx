import { useIntl, type IntlShape } from 'react-intl';
import { useDataExport, useRequestDataExport } from '../../api/data-export.ts';
import { ApiError } from '../../api/errors.ts';
import { Button, buttonClasses } from '../../components/atoms/button/button.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import type { DataExportState } from '../../contract/calls/user-data-export.ts';
import { showPopup } from '../../state/popup.ts';
import { dataExportMessages as m } from './data-export-messages.ts';

/** A size in the member's language: kB under a megabyte, MB under a gigabyte, then GB. */
function sizeText(intl: IntlShape, bytes: number): string {
  const [value, unit] =
    bytes >= 1e9
      ? [bytes / 1e9, 'gigabyte']
      : bytes >= 1e6
        ? [bytes / 1e6, 'megabyte']
        : [bytes / 1e3, 'kilobyte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

/** What the member's latest export says, by its state. */
function StateLine({ state }: { state: DataExportState }) {
  const intl = useIntl();
  const date = (value: string | null) => (value ? Date.parse(value) : 0);
  switch (state.status) {
    case 'queued':
    case 'building':
      return (
        <p role="status" className="text-sm text-ink">
          {intl.formatMessage(m.building, { date: date(state.requested_at) })}
        </p>
      );
    case 'ready':
      return (
        <p className="text-sm text-ink">
          {intl.formatMessage(m.ready, { size: sizeText(intl, state.bytes), date: date(state.expires_at) })}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="text-sm text-red-700">
          {intl.formatMessage(m.failed)}
        </p>
      );
    case 'expired':
      return (
        <p className="text-sm text-ink-muted">
          {intl.formatMessage(m.expired, { date: date(state.expires_at) })}
        </p>
      );
    default:
      return null;
  }
}

export interface DataExportSectionProps {
  /** The heading's level where the section sits. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The member's data to take away (issue 26): asking for one ZIP of everything, its progress
 * (asked again every few seconds while it is prepared), the download and its last day once
 * ready, and asking again after a failure or once it expired. One export at a time: the button
 * is not offered while one is prepared, and the server refuses a second all the same.
 */
export function DataExportSection({ headingLevel = 2, className = '' }: DataExportSectionProps) {
  const intl = useIntl();
  const state = useDataExport();
  const request = useRequestDataExport();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const onRequest = async () => {
    try {
      await request.mutateAsync();
      showPopup(intl.formatMessage(m.requested));
    } catch (error) {
      showPopup(
        error instanceof ApiError && error.message ? error.message : intl.formatMessage(m.requestFailed),
        {
          variant: 'failure',
        },
      );
    }
  };
  return (
    <section aria-labelledby="data-export-title" className={`flex flex-col gap-3 ${className}`}>
      <Heading id="data-export-title" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.title)}
      </Heading>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <AsyncContent
        status={state.status}
        data={state.data}
        error={state.error}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
        loading={
          <div aria-busy="true">
            <Skeleton className="h-16 w-full rounded-card" />
          </div>
        }
      >
        {(current) => {
          const preparing = current.status === 'queued' || current.status === 'building';
          const label =
            current.status === 'failed' ? m.retry : current.status === 'none' ? m.request : m.requestAgain;
          return (
            <div className="flex flex-col gap-3">
              <StateLine state={current} />
              <div className="flex flex-wrap gap-2">
                {current.status === 'ready' ? (
                  <a href={current.download_url} download className={buttonClasses({ variant: 'primary' })}>
                    {intl.formatMessage(m.download)}
                  </a>
                ) : null}
                {preparing ? null : (
                  <Button
                    variant={current.status === 'ready' ? 'secondary' : 'primary'}
                    loading={request.isPending}
                    onClick={() => void onRequest()}
                  >
                    {intl.formatMessage(label)}
                  </Button>
                )}
              </div>
            </div>
          );
        }}
      </AsyncContent>
    </section>
  );
}
