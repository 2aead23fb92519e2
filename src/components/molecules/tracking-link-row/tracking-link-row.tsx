import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { TrackingLink } from '../../../contract/entities-tracking-links.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { trashIcon } from '../../atoms/icon/icons.ts';

const m = defineMessages({
  copy: { id: 'trackingLinks.copy', defaultMessage: 'Copy link' },
  delete: defineMessage<{ name: string }>({ id: 'trackingLinks.delete', defaultMessage: 'Delete {name}' }),
  visits: { id: 'trackingLinks.visits', defaultMessage: 'Visits' },
  signUps: { id: 'trackingLinks.signUps', defaultMessage: 'Sign-ups' },
  subscriptions: { id: 'trackingLinks.subscriptions', defaultMessage: 'Subscriptions' },
  revenue: { id: 'trackingLinks.revenue', defaultMessage: 'Revenue' },
});

export interface TrackingLinkRowProps {
  link: TrackingLink;
  /** The link's full address to share: origin, language and `url_path`. */
  url: string;
  onCopy: () => void;
  onDelete: () => void;
  /** The row's heading level. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * One of a creator's tracking links: its name, the address to share with a copy button, and what
 * it brought (visits, sign-ups, new subscriptions, revenue within 30 days); delete at its end.
 */
export function TrackingLinkRow({ link, url, onCopy, onDelete, headingLevel = 3 }: TrackingLinkRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const figures = [
    { label: m.visits, value: intl.formatNumber(link.visits) },
    { label: m.signUps, value: intl.formatNumber(link.sign_ups) },
    { label: m.subscriptions, value: intl.formatNumber(link.subscriptions) },
    { label: m.revenue, value: formatPrice(intl, link.revenue) },
  ];
  return (
    <article className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line/60">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {/* The creator's own words, isolated for direction; the line keeps the page's side. */}
          <Heading className="truncate font-semibold text-ink">
            <bdi>{link.name}</bdi>
          </Heading>
          {/* An address reads left to right in every language. */}
          <p className="truncate text-xs text-ink-muted">
            <bdi dir="ltr" className="font-mono">
              {url}
            </bdi>
          </p>
        </div>
        <IconButton
          icon={trashIcon}
          size={36}
          label={intl.formatMessage(m.delete, { name: link.name })}
          onClick={onDelete}
        />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label.id} className="flex flex-col">
            <dt className="text-ink-muted">{intl.formatMessage(figure.label)}</dt>
            <dd className="font-semibold text-ink tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" size="sm" className="self-start" onClick={onCopy}>
        {intl.formatMessage(m.copy)}
      </Button>
    </article>
  );
}
