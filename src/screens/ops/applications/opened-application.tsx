import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOpsApplication } from '../../../api/ops-applications-item.ts';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { PhotoViewer } from '../../../components/organisms/photo-viewer/photo-viewer.tsx';
import type { OpsApplication } from '../../../contract/calls/ops-applications.ts';
import { TO_THE_MINUTE } from '../../../i18n/date-formats.ts';
import { ApplicationDecision } from './application-decision.tsx';
import {
  applicantName,
  useCountryName,
  useDocumentTypeName,
  useWaitingText,
} from './application-summary.tsx';
import { opsApplicationsMessages as m } from './ops-applications-messages.ts';

/** A date of the wire (Unix seconds) to the minute, in the operator's language. */
function Moment({ seconds }: { seconds: number }) {
  const intl = useIntl();
  const date = new Date(seconds * 1000);
  return <time dateTime={date.toISOString()}>{intl.formatDate(date, TO_THE_MINUTE)}</time>;
}

/** Who applied and with what: the applicant, the document and its country, when, and the outcome. */
function ApplicationFacts({ application }: { application: OpsApplication }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const documentTypeName = useDocumentTypeName();
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.username), <span dir="ltr">@{application.applicant.username}</span>],
    [intl.formatMessage(m.nickname), <span dir="auto">{application.applicant.nickname}</span>],
    [intl.formatMessage(m.email), <span dir="ltr">{application.applicant.email}</span>],
    [intl.formatMessage(m.documentType), documentTypeName(application.document_type)],
    [intl.formatMessage(m.country), countryName(application.country)],
    [intl.formatMessage(m.submitted), <Moment seconds={application.submitted_at} />],
  ];
  if (application.decided_at !== null)
    rows.push([intl.formatMessage(m.decided), <Moment seconds={application.decided_at} />]);
  if (application.reason)
    rows.push([intl.formatMessage(m.reasonShown), <span dir="auto">{application.reason}</span>]);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The two photos side by side (stacked on a phone), each a button that opens it larger. Their
 * URLs work for this console session only, a few minutes; the query asks for fresh ones before.
 */
function IdentityPhotos({ name, documents }: { name: string; documents: { id: string; face: string } }) {
  const intl = useIntl();
  const [viewing, setViewing] = useState<number | null>(null);
  const photos = [
    { src: documents.id, caption: m.idPhoto, alt: intl.formatMessage(m.idPhotoAlt, { name }) },
    { src: documents.face, caption: m.facePhoto, alt: intl.formatMessage(m.facePhotoAlt, { name }) },
  ];
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-ink">{intl.formatMessage(m.photosTitle)}</h3>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.photosPrivate)}</p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {photos.map((photo, index) => (
          <li key={photo.caption.id}>
            <figure className="flex flex-col gap-1">
              <button
                type="button"
                onClick={() => setViewing(index)}
                className="block aspect-[4/3] w-full overflow-hidden rounded-control bg-surface-sunken ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <img
                  src={photo.src}
                  alt={photo.alt}
                  referrerPolicy="no-referrer"
                  className="size-full object-contain"
                />
              </button>
              <figcaption className="text-sm text-ink-muted">{intl.formatMessage(photo.caption)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <PhotoViewer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        photos={photos.map(({ src, alt }) => ({ src, alt }))}
        initialIndex={viewing ?? 0}
      />
    </section>
  );
}

/** The opened application: the applicant's data, both photos, and the decision while pending. */
export function OpenedApplication({ id }: { id: number }) {
  const query = useOpsApplication(id);
  const waitingText = useWaitingText();
  const [done, setDone] = useState<string | null>(null);
  return (
    <AsyncContent
      status={query.status}
      data={query.data}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    >
      {({ application, documents }) => (
        <article className="flex flex-col gap-6">
          <header className="flex flex-col gap-1">
            <h2 dir="auto" className="text-lg font-semibold break-words text-ink">
              {applicantName(application)}
            </h2>
            <p className="text-sm text-ink-muted">{waitingText(application)}</p>
          </header>
          <ApplicationFacts application={application} />
          <IdentityPhotos name={applicantName(application)} documents={documents} />
          <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
            {done}
          </p>
          {application.status === 'pending' ? (
            <ApplicationDecision key={application.id} id={application.id} onDecided={setDone} />
          ) : null}
        </article>
      )}
    </AsyncContent>
  );
}
