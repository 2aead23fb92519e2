import { useIntl } from 'react-intl';
import { Button } from '../../../components/atoms/button/button.tsx';
import { IDENTITY_TYPES, type IdentityType } from '../../../contract/rules/creator-application.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { creatorApplyMessages as m, identityTypeMessages } from './creator-apply-messages.ts';

/** Spec §2: the agreement scroll area is 530 px high. */
export const AGREEMENT_HEIGHT_PX = 530;

const PARAGRAPHS = [m.agreement1, m.agreement2, m.agreement3, m.agreement4, m.agreement5];

/**
 * Step 1: the creator agreement in its scroll area, and the button that opens the document-type
 * modal; choosing a type goes on to step 2.
 */
export function AgreementStep({
  rejectionReason,
  onChoose,
}: {
  /** The reason the last application was rejected, shown above the agreement; '' for none. */
  rejectionReason: string;
  onChoose: (identity: IdentityType) => void;
}) {
  const intl = useIntl();
  const openDocumentTypes = () =>
    openDialog({
      kind: 'custom',
      size: 'sm',
      title: intl.formatMessage(m.documentTypeTitle),
      message: intl.formatMessage(m.documentTypeHint),
      render: (close) => (
        <ul className="flex flex-col gap-2">
          {IDENTITY_TYPES.map((type) => (
            <li key={type}>
              <Button
                variant="secondary"
                fullWidth
                onClick={() => {
                  close();
                  onChoose(type);
                }}
              >
                {intl.formatMessage(identityTypeMessages[type])}
              </Button>
            </li>
          ))}
        </ul>
      ),
    });

  return (
    <div className="flex flex-col gap-5">
      {rejectionReason && (
        <section
          role="status"
          className="rounded-card bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          <h2 className="font-semibold">{intl.formatMessage(m.rejectedTitle)}</h2>
          <p className="mt-1">{intl.formatMessage(m.rejectedReason, { reason: rejectionReason })}</p>
          <p className="mt-1">{intl.formatMessage(m.rejectedAgain)}</p>
        </section>
      )}
      <h2 className="text-lg font-semibold text-ink">{intl.formatMessage(m.agreementTitle)}</h2>
      {/* Focusable so a keyboard can scroll it; named for screen readers. */}
      <div
        role="region"
        tabIndex={0}
        aria-label={intl.formatMessage(m.agreementRegion)}
        style={{ height: AGREEMENT_HEIGHT_PX }}
        className="overflow-y-auto rounded-card bg-surface p-5 text-ink ring-1 ring-line/60 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {PARAGRAPHS.map((paragraph) => (
          <p key={paragraph.id} className="mb-4 leading-relaxed last:mb-0">
            {intl.formatMessage(paragraph)}
          </p>
        ))}
      </div>
      <Button size="lg" fullWidth onClick={openDocumentTypes}>
        {intl.formatMessage(m.accept)}
      </Button>
    </div>
  );
}
