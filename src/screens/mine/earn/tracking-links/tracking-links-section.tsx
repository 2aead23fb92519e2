import { useIntl } from 'react-intl';
import { useDeleteTrackingLink } from '../../../../api/delete-tracking-link.ts';
import { useTrackingLinks } from '../../../../api/get-tracking-links.ts';
import { Skeleton } from '../../../../components/atoms/skeleton/skeleton.tsx';
import { TrackingLinkRow } from '../../../../components/molecules/tracking-link-row/tracking-link-row.tsx';
import { PagedList } from '../../../../components/organisms/paged-list/paged-list.tsx';
import type { TrackingLink } from '../../../../contract/entities-tracking-links.ts';
import { TRACKING_LINKS_MAX } from '../../../../contract/rules/tracking-link-rules.ts';
import { useLocalePath } from '../../../../i18n/locale-path.ts';
import { copyLink } from '../../../../state/copy-link.ts';
import { openDialog } from '../../../../state/dialogs.ts';
import { showPopup } from '../../../../state/popup.ts';
import { TrackingLinkForm } from './tracking-link-form.tsx';
import { trackingLinksMessages as m } from './tracking-links-messages.ts';

/** Asks before deleting a link; the refusal of the delete stays in the dialog (spec §4 modal flow). */
function useConfirmDelete(): (link: TrackingLink) => void {
  const intl = useIntl();
  const remove = useDeleteTrackingLink();
  return (link) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.deleteTitle, { name: link.name }),
      message: intl.formatMessage(m.deleteMessage),
      confirmLabel: intl.formatMessage(m.deleteConfirm),
      cancelLabel: intl.formatMessage(m.cancel),
      action: async () => {
        try {
          await remove.mutateAsync(link.id);
        } catch (error) {
          return error instanceof Error && error.message ? error.message : intl.formatMessage(m.failed);
        }
        showPopup(intl.formatMessage(m.deleted));
        return true;
      },
    });
}

export interface TrackingLinksSectionProps {
  /** Where the shared addresses point (a story fixes it). @default window.location.origin */
  origin?: string;
}

/**
 * mine-earn's Tracking links (issue 25; docs/decisions/tracking-links.md): the form that makes a
 * named link, then the creator's links newest first, each with its address to copy and what it
 * brought. Loaded apart from the earnings screen's chunk (mine-earn-screen.tsx).
 */
export function TrackingLinksSection({ origin = window.location.origin }: TrackingLinksSectionProps) {
  const intl = useIntl();
  const query = useTrackingLinks();
  const to = useLocalePath();
  const confirmDelete = useConfirmDelete();
  const first = query.data?.pages[0];
  const max = first?.max ?? TRACKING_LINKS_MAX;
  const urlOf = (link: TrackingLink) => new URL(to(link.url_path), origin).href;
  return (
    <section aria-labelledby="mine-earn-tracking-links" className="flex flex-col gap-3">
      <h2 id="mine-earn-tracking-links" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.title)}
      </h2>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      {first ? <TrackingLinkForm atLimit={first.total >= max} max={max} /> : null}
      <PagedList
        query={query}
        skeletonRow={<Skeleton className="h-36 w-full rounded-card" />}
        empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyHint) }}
        moreLabel={intl.formatMessage(m.more)}
        rowKey={(link) => link.id}
        renderRow={(link) => (
          <TrackingLinkRow
            link={link}
            url={urlOf(link)}
            onCopy={() => void copyLink(intl, urlOf(link))}
            onDelete={() => confirmDelete(link)}
          />
        )}
      />
    </section>
  );
}
