import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RelativeTime } from '../../../components/atoms/relative-time/relative-time.tsx';
import { PhotoViewer } from '../../../components/organisms/photo-viewer/photo-viewer.tsx';
import type { OpenFeedback } from '../../../contract/calls/ops-feedback.ts';
import { opsFeedbackMessages } from './ops-feedback-messages.ts';
import { useFeedbackTypeName, useSenderName } from './feedback-summary.tsx';

/** Text set apart from the sentence around it, so an email keeps its order inside Arabic (FSI…PDI). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The sender's language by name, in the operator's language (`fr` → "French"). */
function useLanguageName(): (locale: string) => string {
  const intl = useIntl();
  return (locale) => new Intl.DisplayNames([intl.locale], { type: 'language' }).of(locale) ?? locale;
}

/**
 * One feedback opened: what it says, in its own direction and with its line breaks, who sent it
 * and in which language, and its images as thumbnails that open larger.
 */
export function FeedbackDetail({ feedback }: { feedback: OpenFeedback }) {
  const intl = useIntl();
  const typeName = useFeedbackTypeName();
  const senderName = useSenderName();
  const languageName = useLanguageName();
  const [viewing, setViewing] = useState<number | null>(null);
  const count = feedback.attachments.length;
  const photos = feedback.attachments.map((src, index) => ({
    src,
    alt: intl.formatMessage(opsFeedbackMessages.imageAlt, { index: index + 1 }),
  }));
  return (
    <article className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-ink">{typeName(feedback.type)}</h2>
        <p className="text-sm break-words text-ink-muted">
          {intl.formatMessage(opsFeedbackMessages.sentBy, {
            sender: isolated(senderName(feedback)),
            email: isolated(feedback.email),
          })}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
          <RelativeTime value={new Date(feedback.sentAt)} />
          <span>
            {intl.formatMessage(opsFeedbackMessages.language, { language: languageName(feedback.locale) })}
          </span>
          {feedback.handledAt ? (
            <span>
              {intl.formatMessage(opsFeedbackMessages.tabHandled)}{' '}
              <RelativeTime value={new Date(feedback.handledAt)} />
            </span>
          ) : null}
        </p>
      </header>
      <p dir="auto" className="whitespace-pre-wrap break-words rounded-card bg-surface-muted p-4 text-ink">
        {feedback.content}
      </p>
      {count > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">
            {intl.formatMessage(opsFeedbackMessages.imagesTitle)}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {photos.map((photo, index) => (
              <li key={photo.src}>
                <button
                  type="button"
                  onClick={() => setViewing(index)}
                  aria-label={intl.formatMessage(opsFeedbackMessages.openImage, { index: index + 1, count })}
                  className="block size-24 overflow-hidden rounded-control ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <img src={photo.src} alt="" className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PhotoViewer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        photos={photos}
        initialIndex={viewing ?? 0}
      />
    </article>
  );
}
