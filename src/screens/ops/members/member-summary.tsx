import { useIntl } from 'react-intl';
import { Badge } from '../../../components/atoms/badge/badge.tsx';
import type { OpsMember } from '../../../contract/calls/ops-members.ts';
import { DAY_ONLY } from '../../../i18n/date-formats.ts';
import { opsMembersMessages } from './ops-members-messages.ts';

/** A member's suspension in words: until a day, or for good. */
export function useSuspensionText(): (suspension: NonNullable<OpsMember['suspension']>) => string {
  const intl = useIntl();
  return (suspension) =>
    suspension.until === null
      ? intl.formatMessage(opsMembersMessages.suspendedForGood)
      : intl.formatMessage(opsMembersMessages.suspendedUntil, {
          date: intl.formatDate(suspension.until, DAY_ONLY),
        });
}

/** The counts as the counts message names them. */
export const countsOf = ({ counts }: OpsMember) => ({
  postCount: counts.posts,
  orderCount: counts.orders,
  subscriptionCount: counts.subscriptions,
});

/** Fan or creator, and a suspension, as badges. */
export function MemberBadges({ member }: { member: OpsMember }) {
  const intl = useIntl();
  const suspensionText = useSuspensionText();
  return (
    <span className="flex flex-wrap gap-2">
      <Badge tone={member.role === 'creator' ? 'brand' : 'neutral'}>
        {intl.formatMessage(member.role === 'creator' ? opsMembersMessages.creator : opsMembersMessages.fan)}
      </Badge>
      {member.suspension ? <Badge tone="danger">{suspensionText(member.suspension)}</Badge> : null}
    </span>
  );
}

/** One member found: names, email, role and suspension, what they did in counts. A button that opens them. */
export function MemberSummary({
  member,
  selected,
  onOpen,
}: {
  member: OpsMember;
  selected: boolean;
  onOpen: () => void;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full min-w-0 flex-col gap-1 rounded-card p-4 text-start ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
        selected ? 'bg-brand-50 ring-brand-600' : 'bg-surface ring-line hover:bg-surface-muted'
      }`}
    >
      <span className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 truncate font-semibold text-ink">
          <span dir="auto">{member.nickname}</span> <span className="text-ink-muted">@{member.username}</span>
        </span>
        <MemberBadges member={member} />
      </span>
      <span className="truncate text-sm text-ink-muted">{member.email}</span>
      <span className="text-sm text-ink-muted">
        {intl.formatMessage(opsMembersMessages.counts, countsOf(member))}
      </span>
    </button>
  );
}

/** The placeholder of a summary while the first page loads. */
export function MemberSummarySkeleton() {
  return <div className="h-24 animate-pulse rounded-card bg-surface-sunken" />;
}
