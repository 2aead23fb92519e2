import { useIntl } from 'react-intl';
import { useEndTrialLink } from '../../../../api/end-trial-link.ts';
import { useTrialLinks } from '../../../../api/get-trial-links.ts';
import { Skeleton } from '../../../../components/atoms/skeleton/skeleton.tsx';
import { TrialLinkRow } from '../../../../components/molecules/trial-link-row/trial-link-row.tsx';
import { PagedList } from '../../../../components/organisms/paged-list/paged-list.tsx';
import type { TrialLink } from '../../../../contract/entities-trials.ts';
import { useLocalePath } from '../../../../i18n/locale-path.ts';
import { copyLink } from '../../../../state/copy-link.ts';
import { openDialog } from '../../../../state/dialogs.ts';
import { showPopup } from '../../../../state/popup.ts';
import { TrialLinkForm } from './trial-link-form.tsx';
import { trialLinksMessages as m } from './trial-links-messages.ts';

/** Asks before ending a link; a refusal stays in the dialog (spec §4 modal flow). */
function useConfirmEnd(): (link: TrialLink) => void {
  const intl = useIntl();
  const end = useEndTrialLink();
  return (link) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.endTitle),
      message: intl.formatMessage(m.endMessage),
      confirmLabel: intl.formatMessage(m.endConfirm),
      cancelLabel: intl.formatMessage(m.cancel),
      action: async () => {
        try {
          await end.mutateAsync(link.id);
        } catch (error) {
          return error instanceof Error && error.message ? error.message : intl.formatMessage(m.failed);
        }
        showPopup(intl.formatMessage(m.ended));
        return true;
      },
    });
}

export interface TrialLinksSectionProps {
  /** Where the shared addresses point (a story fixes it). @default window.location.origin */
  origin?: string;
  /** The present the form checks the expiry against (stories fix it). */
  now?: Date;
}

/**
 * mine-earn's Free trial links (issue 25; docs/decisions/trials.md): the form that makes a link on
 * one of the creator's plans, then the links newest first, each with its address to copy, claims
 * used of the limit, when it stops taking claims, and "End link". Loaded apart from the earnings
 * screen's chunk, like the tracking links.
 */
export function TrialLinksSection({ origin = window.location.origin, now }: TrialLinksSectionProps) {
  const intl = useIntl();
  const query = useTrialLinks();
  const to = useLocalePath();
  const confirmEnd = useConfirmEnd();
  const urlOf = (link: TrialLink) => new URL(to(link.url_path), origin).href;
  return (
    <section aria-labelledby="mine-earn-trial-links" className="flex flex-col gap-3">
      <h2 id="mine-earn-trial-links" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.title)}
      </h2>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <TrialLinkForm {...(now ? { now } : {})} />
      <PagedList
        query={query}
        skeletonRow={<Skeleton className="h-36 w-full rounded-card" />}
        empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyHint) }}
        moreLabel={intl.formatMessage(m.more)}
        rowKey={(link) => link.id}
        renderRow={(link) => (
          <TrialLinkRow
            link={link}
            url={urlOf(link)}
            onCopy={() => void copyLink(intl, urlOf(link))}
            onEnd={() => confirmEnd(link)}
          />
        )}
      />
    </section>
  );
}
