import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpsMembers } from '../../../api/ops-members.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { opsQueueMessages } from '../ops-messages.ts';
import { MemberSummary, MemberSummarySkeleton } from './member-summary.tsx';
import { OpenedMember } from './opened-member.tsx';
import { opsMembersMessages } from './ops-members-messages.ts';

/** The search: the start of an account name or email, searched on submit (no query lists the newest). */
function MemberSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const intl = useIntl();
  const [q, setQ] = useState('');
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(q.trim());
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <TextField
        type="search"
        className="min-w-0 flex-1"
        label={intl.formatMessage(opsMembersMessages.search)}
        hint={intl.formatMessage(opsMembersMessages.searchHint)}
        value={q}
        maxLength={254}
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit">{intl.formatMessage(opsMembersMessages.find)}</Button>
    </form>
  );
}

/**
 * /{lang}/ops/members: find a member, open them beside the list (on a phone in its place, with a
 * way back), read their tabs, suspend or lift, and refund an order (finance and admin).
 */
export function OpsMembersScreen() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  const query = useOpsMembers(q);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.members)}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={`flex min-w-0 flex-col gap-3 ${opened === null ? '' : 'max-lg:hidden'}`}>
          <MemberSearch
            onSearch={(next) => {
              setQ(next);
              setOpened(null);
            }}
          />
          <PagedList
            query={query}
            skeletonRow={<MemberSummarySkeleton />}
            empty={{ title: intl.formatMessage(opsMembersMessages.empty) }}
            rowKey={(member) => member.id}
            renderRow={(member) => (
              <MemberSummary
                member={member}
                selected={member.id === opened}
                onOpen={() => setOpened(member.id)}
              />
            )}
          />
        </div>
        <section
          aria-label={intl.formatMessage(opsQueueMessages.members)}
          className={`min-w-0 ${opened === null ? 'max-lg:hidden' : ''}`}
        >
          {opened === null ? (
            <p className="rounded-card p-6 text-ink-muted ring-1 ring-line">
              {intl.formatMessage(opsMembersMessages.pickOne)}
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              <div className="lg:hidden">
                <Button variant="ghost" size="sm" onClick={() => setOpened(null)}>
                  {intl.formatMessage(opsMembersMessages.back)}
                </Button>
              </div>
              <OpenedMember key={opened} id={opened} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
