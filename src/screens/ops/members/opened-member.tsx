import { useIntl } from 'react-intl';
import { useOpsMember } from '../../../api/ops-members.ts';
import { Price } from '../../../components/atoms/price/price.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { DAY_ONLY } from '../../../i18n/date-formats.ts';
import { MemberRecords } from './member-records.tsx';
import { countsOf, MemberBadges } from './member-summary.tsx';
import { opsMembersMessages } from './ops-members-messages.ts';
import { SuspensionForms } from './suspension-forms.tsx';

/** The opened member: who they are, a creator's balance, suspend or lift, and their tabs. */
export function OpenedMember({ id }: { id: number }) {
  const intl = useIntl();
  const query = useOpsMember(id);
  return (
    <AsyncContent
      status={query.status}
      data={query.data}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    >
      {({ member, balance }) => (
        <div className="flex flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h2 className="text-xl font-bold text-ink">
              <span dir="auto">{member.nickname}</span>{' '}
              <span className="text-ink-muted">@{member.username}</span>
            </h2>
            <MemberBadges member={member} />
            <p className="break-all text-sm text-ink-muted">{member.email}</p>
            <p className="text-sm text-ink-muted">
              {intl.formatMessage(opsMembersMessages.joined, {
                date: intl.formatDate(member.joined, DAY_ONLY),
              })}
              {' · '}
              {intl.formatMessage(opsMembersMessages.counts, countsOf(member))}
            </p>
            {member.suspension ? (
              <p dir="auto" className="text-sm text-ink">
                {intl.formatMessage(opsMembersMessages.suspensionReason, {
                  reason: member.suspension.reason,
                })}
              </p>
            ) : null}
            {balance === null ? null : (
              <p className="flex items-baseline gap-2 text-sm text-ink-muted">
                {intl.formatMessage(opsMembersMessages.balance)} <Price value={balance} />
              </p>
            )}
          </header>
          <SuspensionForms member={member} />
          <MemberRecords id={member.id} />
        </div>
      )}
    </AsyncContent>
  );
}
