import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useOpsMemberRecords } from '../../../api/ops-members.ts';
import { Badge } from '../../../components/atoms/badge/badge.tsx';
import { Price } from '../../../components/atoms/price/price.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import {
  MEMBER_RECORD_KINDS,
  type MemberRecord,
  type MemberRecordKind,
} from '../../../contract/calls/ops-members.ts';
import {
  PROCESSING_REVIEW_STATUSES,
  REVIEW_STATUS,
  type OrderStatus,
  type ReviewStatus,
} from '../../../contract/enums.ts';
import { mayWork } from '../../../contract/operators.ts';
import { DAY_ONLY, TO_THE_MINUTE } from '../../../i18n/date-formats.ts';
import { useOperator } from '../ops-console/operator-context.ts';
import { opsMembersMessages, orderStatusMessages, postStatusMessages } from './ops-members-messages.ts';
import { RefundOrder } from './refund-order.tsx';

const TAB_NAMES: Record<MemberRecordKind, MessageDescriptor> = {
  posts: opsMembersMessages.tabPosts,
  orders: opsMembersMessages.tabOrders,
  subscriptions: opsMembersMessages.tabSubscriptions,
  ledger: opsMembersMessages.tabLedger,
  'reports-made': opsMembersMessages.tabReportsMade,
  'reports-received': opsMembersMessages.tabReportsReceived,
};

/** A post's review status by name (REVIEW_STATUS). */
function postStatusName(status: number): MessageDescriptor {
  if (status === REVIEW_STATUS.review) return postStatusMessages.review;
  if (status === REVIEW_STATUS.published) return postStatusMessages.published;
  if (status === REVIEW_STATUS.reject) return postStatusMessages.rejected;
  if (status === REVIEW_STATUS.codecFailure) return postStatusMessages.failed;
  if (PROCESSING_REVIEW_STATUSES.includes(status as ReviewStatus)) return postStatusMessages.processing;
  return postStatusMessages.approved;
}

/** One record as a row: what it is, when, and for a paid order the refund (money roles only). */
function RecordRow({ record, kind }: { record: MemberRecord; kind: MemberRecordKind }) {
  const intl = useIntl();
  const operator = useOperator();
  const other = (person: { username: string } | null) =>
    person ? person.username : intl.formatMessage(opsMembersMessages.deletedAccount);
  const at = (
    <time dateTime={record.at} className="text-sm text-ink-muted">
      {intl.formatDate(record.at, TO_THE_MINUTE)}
    </time>
  );
  const body = (() => {
    switch (record.type) {
      case 'post':
        return (
          <>
            <span dir="auto" className="font-medium text-ink">
              {record.title}
            </span>
            <span>
              <Badge tone={record.status === REVIEW_STATUS.published ? 'success' : 'neutral'}>
                {intl.formatMessage(postStatusName(record.status))}
              </Badge>
            </span>
          </>
        );
      case 'order':
        return (
          <>
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span dir="auto" className="font-medium text-ink">
                {record.item}
              </span>
              <Price value={record.amount} size="sm" />
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <Badge tone={record.status === 'paid' ? 'success' : 'neutral'}>
                {intl.formatMessage(
                  orderStatusMessages[record.status as OrderStatus] ?? orderStatusMessages.pending,
                )}
              </Badge>
              <span>
                {intl.formatMessage(opsMembersMessages.orderFrom, { creator: other(record.creator) })}
              </span>
              <span className="font-mono">{record.id}</span>
            </span>
            {record.status === 'paid' && mayWork(operator.role, 'money') ? (
              <RefundOrder order={record} />
            ) : null}
          </>
        );
      case 'subscription':
        return (
          <>
            <span className="flex flex-wrap items-center gap-2">
              <span dir="auto" className="font-medium text-ink">
                {record.plan}
              </span>
              {record.cancelled ? <Badge>{intl.formatMessage(opsMembersMessages.cancelled)}</Badge> : null}
            </span>
            <span className="text-sm text-ink-muted">
              {intl.formatMessage(opsMembersMessages.subscriptionUntil, {
                creator: other(record.creator),
                date: intl.formatDate(record.expire_at, DAY_ONLY),
              })}
            </span>
          </>
        );
      case 'ledger':
        return (
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-sm text-ink">{record.kind}</span>
            <Price value={record.amount} size="sm" />
          </span>
        );
      case 'report':
        return (
          <>
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-ink">{record.reason}</span>
              <Badge tone={record.status === 'open' ? 'warning' : 'neutral'}>{record.status}</Badge>
            </span>
            <span className="text-sm text-ink-muted">
              {intl.formatMessage(
                kind === 'reports-made' ? opsMembersMessages.reportAbout : opsMembersMessages.reportBy,
                { name: other(record.other) },
              )}
            </span>
            <span dir="auto" className="break-words text-ink">
              {record.description}
            </span>
          </>
        );
    }
  })();
  return (
    <div className="flex flex-col gap-1 rounded-card p-3 ring-1 ring-line">
      {body}
      {at}
    </div>
  );
}

function RecordsTab({ id, kind }: { id: number; kind: MemberRecordKind }) {
  const intl = useIntl();
  const query = useOpsMemberRecords(id, kind);
  return (
    <PagedList
      query={query}
      skeletonRow={<div className="h-16 animate-pulse rounded-card bg-surface-sunken" />}
      empty={{ title: intl.formatMessage(opsMembersMessages.noRecords) }}
    >
      {(records) => (
        <ul className="flex flex-col gap-3">
          {records.map((record, index) => (
            // Ledger lines have no id of their own; pages only ever append, so the place is stable.
            <li key={index}>
              <RecordRow record={record} kind={kind} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** The member's tabs: posts, orders, subscriptions, ledger, reports made and received. */
export function MemberRecords({ id }: { id: number }) {
  const intl = useIntl();
  return (
    <TabGroup className="flex min-w-0 flex-col gap-3">
      <TabList
        aria-label={intl.formatMessage(opsMembersMessages.records)}
        className="flex gap-2 overflow-x-auto pb-1"
      >
        {MEMBER_RECORD_KINDS.map((kind) => (
          <Tab
            key={kind}
            className="min-h-11 shrink-0 rounded-full px-4 text-sm font-medium text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600 data-selected:bg-ink data-selected:text-surface"
          >
            {intl.formatMessage(TAB_NAMES[kind])}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {MEMBER_RECORD_KINDS.map((kind) => (
          <TabPanel key={kind}>
            <RecordsTab id={id} kind={kind} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
