import { TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PagedList, type PagedQuery } from '../../../components/organisms/paged-list/paged-list.tsx';
import { DecisionStatus, ListBesideOpened, OpsPage, QueueTab } from './queue-layout.tsx';

/** What one queue page is made of; the layout and the opening and closing are the same for all. */
export interface OpsQueueScreenProps<Status extends string, Row> {
  /** The page's name: its heading, and the label of the opened item's region. */
  title: MessageDescriptor;
  /** The tabs, in order. */
  statuses: readonly Status[];
  tabNames: Record<Status, MessageDescriptor>;
  /** What an empty tab says. */
  empty: Record<Status, MessageDescriptor>;
  /** The tab list's label, the placeholder while nothing is open, the phone's way back. */
  messages: { tabs: MessageDescriptor; pickOne: MessageDescriptor; back: MessageDescriptor };
  /** Wrap the tabs onto a second line on a narrow screen (more than two tabs). */
  wrapTabs?: boolean;
  /** The tab's rows, page by page (a query hook, called once per tab). */
  useQueue: (status: Status) => PagedQuery<Row>;
  rowId: (row: Row) => number;
  skeletonRow: ReactNode;
  renderRow: (row: Row, selected: boolean, onOpen: () => void) => ReactNode;
  /** The opened item (mounted afresh for each id); `onDecided` fills the live region. */
  renderOpened: (id: number, onDecided: (message: string) => void) => ReactNode;
  /** Say what a decision did in a live region that outlives the opened item. */
  announcesDecisions?: boolean;
}

/** One tab's list, with the opened row marked. */
function QueueList<Status extends string, Row>({
  status,
  opened,
  onOpen,
  useQueue,
  rowId,
  skeletonRow,
  empty,
  renderRow,
}: Pick<OpsQueueScreenProps<Status, Row>, 'useQueue' | 'rowId' | 'skeletonRow' | 'empty' | 'renderRow'> & {
  status: Status;
  opened: number | null;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const query = useQueue(status);
  const emptyTitle: MessageDescriptor = empty[status];
  return (
    <PagedList
      query={query}
      skeletonRow={skeletonRow}
      empty={{ title: intl.formatMessage(emptyTitle) }}
      rowKey={rowId}
      renderRow={(row) => renderRow(row, rowId(row) === opened, () => onOpen(rowId(row)))}
    />
  );
}

/**
 * A console queue in status tabs. On a wide screen the opened item sits beside the list; on a
 * phone it takes the list's place, with a way back. Changing tab closes the opened item.
 */
export function OpsQueueScreen<Status extends string, Row>(props: OpsQueueScreenProps<Status, Row>) {
  const { title, statuses, tabNames, messages, wrapTabs = true, renderOpened, announcesDecisions } = props;
  const intl = useIntl();
  const [opened, setOpened] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = (id: number | null) => {
    setOpened(id);
    setDone(null);
  };
  return (
    <OpsPage title={intl.formatMessage(title)}>
      {announcesDecisions ? <DecisionStatus message={done} /> : null}
      <ListBesideOpened
        label={intl.formatMessage(title)}
        pickOne={intl.formatMessage(messages.pickOne)}
        backLabel={intl.formatMessage(messages.back)}
        onBack={() => setOpened(null)}
        opened={opened === null ? null : <Fragment key={opened}>{renderOpened(opened, setDone)}</Fragment>}
        list={
          <TabGroup className="flex flex-col gap-3" onChange={() => open(null)}>
            <TabList
              aria-label={intl.formatMessage(messages.tabs)}
              className={wrapTabs ? 'flex flex-wrap gap-2' : 'flex gap-2'}
            >
              {statuses.map((status) => {
                const name: MessageDescriptor = tabNames[status];
                return <QueueTab key={status}>{intl.formatMessage(name)}</QueueTab>;
              })}
            </TabList>
            <TabPanels>
              {statuses.map((status) => (
                <TabPanel key={status}>
                  <QueueList {...props} status={status} opened={opened} onOpen={open} />
                </TabPanel>
              ))}
            </TabPanels>
          </TabGroup>
        }
      />
    </OpsPage>
  );
}
