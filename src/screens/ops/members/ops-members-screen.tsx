import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useOpsMembers } from '../../../api/ops-members.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { opsQueueMessages } from '../ops-messages.ts';
import { ListBesideOpened, OpsPage } from '../queue/queue-layout.tsx';
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

/** The member `?member={id}` names (a link from another console page, the leak tracer's), else null. */
function linkedMember(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('member'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /{lang}/ops/members: find a member, open them beside the list (on a phone in its place, with a
 * way back), read their tabs, suspend or lift, and refund an order (finance and admin).
 * `?member={id}` opens that member at once.
 */
export function OpsMembersScreen() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const search = useSearch();
  const [opened, setOpened] = useState<number | null>(() => linkedMember(search));
  const query = useOpsMembers(q);
  return (
    <OpsPage title={intl.formatMessage(opsQueueMessages.members)}>
      <ListBesideOpened
        label={intl.formatMessage(opsQueueMessages.members)}
        pickOne={intl.formatMessage(opsMembersMessages.pickOne)}
        backLabel={intl.formatMessage(opsMembersMessages.back)}
        onBack={() => setOpened(null)}
        opened={opened === null ? null : <OpenedMember key={opened} id={opened} />}
        list={
          <>
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
          </>
        }
      />
    </OpsPage>
  );
}
