import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { TrialLink } from '../../../contract/entities-trials.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Badge } from '../../atoms/badge/badge.tsx';
import { Button } from '../../atoms/button/button.tsx';

const m = defineMessages({
  copy: { id: 'trialLinks.copy', defaultMessage: 'Copy link' },
  end: { id: 'trialLinks.end', defaultMessage: 'End link' },
  heading: defineMessage<{ days: number; plan: string }>({
    id: 'trialLinks.heading',
    defaultMessage: '{days, plural, one {# day} other {# days}} free of {plan}',
  }),
  renews: defineMessage<{ price: string }>({
    id: 'trialLinks.renews',
    defaultMessage: 'Then renews at {price} unless the fan cancels',
  }),
  claims: { id: 'trialLinks.claims', defaultMessage: 'Claimed' },
  claimsValue: defineMessage<{ claims: number; max: number }>({
    id: 'trialLinks.claimsValue',
    defaultMessage: '{claims, number} / {max, number}',
  }),
  expires: { id: 'trialLinks.expires', defaultMessage: 'Claimable until' },
  active: { id: 'trialLinks.state.active', defaultMessage: 'Active' },
  ended: { id: 'trialLinks.state.ended', defaultMessage: 'Ended' },
  expired: { id: 'trialLinks.state.expired', defaultMessage: 'Expired' },
  full: { id: 'trialLinks.state.full', defaultMessage: 'All claimed' },
});

export interface TrialLinkRowProps {
  link: TrialLink;
  /** The link's full address to share: origin, language and `url_path`. */
  url: string;
  onCopy: () => void;
  /** Ends the link; offered while it is active. */
  onEnd: () => void;
  /** The row's heading level. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * One of a creator's free trial links: the days and plan it gives, the price it renews at, its
 * state, the address with a copy button, claims used of the limit and the last moment to claim;
 * "End link" while it is active.
 */
export function TrialLinkRow({ link, url, onCopy, onEnd, headingLevel = 3 }: TrialLinkRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const active = link.state === 'active';
  return (
    <article className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line/60">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="font-semibold text-ink">
            {intl.formatMessage(m.heading, { days: link.days, plan: `\u2068${link.plan_name}\u2069` })}
          </Heading>
          <p className="text-sm text-ink-muted">
            {intl.formatMessage(m.renews, { price: formatPrice(intl, link.plan_price) })}
          </p>
          {/* An address reads left to right in every language. */}
          <p className="truncate text-xs text-ink-muted">
            <bdi dir="ltr" className="font-mono">
              {url}
            </bdi>
          </p>
        </div>
        <Badge tone={active ? 'success' : 'neutral'}>{intl.formatMessage(m[link.state])}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div className="flex flex-col">
          <dt className="text-ink-muted">{intl.formatMessage(m.claims)}</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {intl.formatMessage(m.claimsValue, { claims: link.claims, max: link.max_claims })}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-ink-muted">{intl.formatMessage(m.expires)}</dt>
          <dd className="font-semibold text-ink">
            <time dateTime={link.expires_at}>
              {intl.formatDate(link.expires_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {active ? (
          <Button variant="secondary" size="sm" onClick={onCopy}>
            {intl.formatMessage(m.copy)}
          </Button>
        ) : null}
        {active ? (
          <Button variant="ghost" size="sm" onClick={onEnd}>
            {intl.formatMessage(m.end)}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
