import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useFanLists, useSetFanListMember } from '../../api/fan-lists.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Checkbox } from '../../components/atoms/checkbox/checkbox.tsx';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { showPopup } from '../../state/popup.ts';
import { fanListsMessages as m } from './fan-lists-messages.ts';

export interface FanListPickerProps {
  /** The fan's uuid. */
  uuid: string;
  /** Their nickname, else account name. */
  name: string;
  className?: string;
}

/**
 * "Add to list" (issue 25; docs/decisions/fan-lists.md): in a creator's conversation with a fan,
 * one checkbox per list of the creator's, checked where the fan is on it (user/getFanLists with
 * the fan's uuid); checking adds them, unchecking takes them off, each shown at once; a refusal (the fan
 * never subscribed, bought or chatted; a full list) is put back and told in a popup. With no list yet, a link to the
 * mass messages screen where lists are made.
 */
export function FanListPicker({ uuid, name, className = '' }: FanListPickerProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const lists = useFanLists(uuid);
  const change = useSetFanListMember(uuid);
  const hint = intl.formatMessage(m.addHint, {
    name,
    bdi: (chunks: ReactNode[]) => <bdi key="name">{chunks}</bdi>,
  });
  const manage = (
    <Link
      to={to('/mine/mass-messages')}
      className="inline-flex min-h-9 items-center self-start rounded-full px-3 text-sm font-medium text-brand-700 ring-1 ring-line-strong hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {intl.formatMessage(m.manageLink)}
    </Link>
  );
  return (
    <fieldset className={`flex flex-col gap-2 ${className}`}>
      <legend className="mb-1 text-[0.9375rem] font-medium text-ink">{intl.formatMessage(m.addTitle)}</legend>
      <p className="text-sm text-ink-muted">{hint}</p>
      {lists.isPending ? (
        <Spinner size={20} className="text-brand-600" />
      ) : lists.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-ink">
            {intl.formatMessage(m.loadFailed)}
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void lists.refetch()}
            loading={lists.isFetching}
          >
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : lists.data.list.length === 0 ? (
        <>
          <p className="text-sm text-ink">{intl.formatMessage(m.addEmpty)}</p>
          {manage}
        </>
      ) : (
        <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto">
          {lists.data.list.map((list) => (
            <li key={list.id}>
              <Checkbox
                label={<bdi>{list.name}</bdi>}
                description={intl.formatMessage(m.fans, { count: list.count })}
                checked={list.has_fan === 1}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  change.mutate(
                    { id: list.id, on },
                    {
                      onError: (error) =>
                        showPopup(
                          intl.formatMessage(on ? m.addFailed : m.removeFailed, { reason: error.message }),
                          {
                            variant: 'failure',
                          },
                        ),
                    },
                  );
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
