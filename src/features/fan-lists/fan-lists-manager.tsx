import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { useCreateFanList, useDeleteFanList, useFanLists, useRenameFanList } from '../../api/fan-lists.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { chevronDownIcon, editIcon, trashIcon } from '../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import type { FanList } from '../../contract/entities-fan-lists.ts';
import {
  FAN_LIST_NAME_MAX_LENGTH,
  FAN_LISTS_MAX,
  fanListFormSchema,
} from '../../contract/rules/fan-list-rules.ts';
import { openDialog } from '../../state/dialogs.ts';
import { showPopup } from '../../state/popup.ts';
import { FanListMembers } from './fan-list-members.tsx';
import { useFanListNameError } from './fan-list-name-field.ts';
import { fanListsMessages as m } from './fan-lists-messages.ts';

const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** A list's name, made (no `list`) or changed; the server's refusal (a name taken, the limit) on the field. */
function ListNameForm({ list, onDone }: { list?: FanList; onDone?: () => void }) {
  const intl = useIntl();
  const nameError = useFanListNameError();
  const create = useCreateFanList();
  const rename = useRenameFanList();
  const { register, handleSubmit, reset, setError, formState } = useZodForm(fanListFormSchema, {
    defaultValues: { name: list?.name ?? '' },
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      if (list) await rename.mutateAsync({ id: list.id, name });
      else await create.mutateAsync(name);
      reset({ name: list ? name : '' });
      showPopup(intl.formatMessage(list ? m.renamed : m.created));
      onDone?.();
    } catch (error) {
      setError(
        'name',
        { type: 'server', message: failureOf(error, intl.formatMessage(m.failed)) },
        { shouldFocus: true },
      );
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <TextField
        required
        className="flex-1"
        label={list ? intl.formatMessage(m.rename, { name: list.name }) : intl.formatMessage(m.name)}
        maxLength={FAN_LIST_NAME_MAX_LENGTH}
        dir="auto"
        autoFocus={list !== undefined}
        error={nameError(formState.errors.name)}
        {...register('name')}
      />
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" size="sm" loading={formState.isSubmitting}>
          {intl.formatMessage(list ? m.renameSave : m.create)}
        </Button>
        {list ? (
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            {intl.formatMessage(m.renameCancel)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Asks before deleting a list; a refusal stays in the dialog. */
function useConfirmDelete(): (list: FanList) => void {
  const intl = useIntl();
  const remove = useDeleteFanList();
  return (list) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.deleteTitle, { name: list.name }),
      message: intl.formatMessage(m.deleteMessage),
      confirmLabel: intl.formatMessage(m.deleteConfirm),
      cancelLabel: intl.formatMessage(m.keep),
      action: async () => {
        try {
          await remove.mutateAsync(list.id);
        } catch (error) {
          return failureOf(error, intl.formatMessage(m.failed));
        }
        showPopup(intl.formatMessage(m.deleted));
        return true;
      },
    });
}

const ICON_BUTTON =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export interface FanListsManagerProps {
  /** The heading's level where the manager sits. @default 3 */
  headingLevel?: 2 | 3;
  /** Focus goes to the heading as it appears (opened from a button elsewhere). @default false */
  focusOnOpen?: boolean;
  className?: string;
}

/**
 * The creator's fan lists (issue 25; docs/decisions/fan-lists.md): a form that makes a named list
 * (1 to 50 characters, the contract's rule; the server's refusals on the field), then each list by
 * name with how many fans it holds, to open its fans (each can be taken off it there), rename in
 * place or delete after asking. At the 50-list limit the form says so. Fans are added from the
 * conversation with them (FanListPicker).
 */
export function FanListsManager({
  headingLevel = 3,
  focusOnOpen = false,
  className = '',
}: FanListsManagerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  const intl = useIntl();
  const lists = useFanLists();
  const confirmDelete = useConfirmDelete();
  const [renaming, setRenaming] = useState<number | null>(null);
  // One list's fans open at a time.
  const [opened, setOpened] = useState<number | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const max = lists.data?.max ?? FAN_LISTS_MAX;
  return (
    <section aria-labelledby="fan-lists-title" className={`flex flex-col gap-3 ${className}`}>
      <Heading
        ref={heading}
        id="fan-lists-title"
        tabIndex={-1}
        className="text-lg font-bold text-ink focus:outline-none"
      >
        {intl.formatMessage(m.title)}
      </Heading>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      {lists.isPending ? (
        <Skeleton className="h-24 w-full rounded-card" />
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
      ) : (
        <>
          {lists.data.list.length >= max ? (
            <p className="text-sm text-ink-muted">{intl.formatMessage(m.limitReached, { max })}</p>
          ) : (
            <ListNameForm />
          )}
          {lists.data.list.length === 0 ? (
            <p className="text-sm text-ink-muted">{intl.formatMessage(m.empty)}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-card ring-1 ring-line/60">
              {lists.data.list.map((list) => (
                <li key={list.id} className="px-3 py-2">
                  {renaming === list.id ? (
                    <ListNameForm list={list} onDone={() => setRenaming(null)} />
                  ) : (
                    <div className="flex items-center gap-2">
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span dir="auto" className="truncate text-sm font-medium text-ink">
                          {list.name}
                        </span>
                        <span className="text-xs text-ink-muted tabular-nums">
                          {intl.formatMessage(m.fans, { count: list.count })}
                        </span>
                      </span>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        aria-label={intl.formatMessage(m.showFans, { name: list.name })}
                        title={intl.formatMessage(m.showFans, { name: list.name })}
                        aria-expanded={opened === list.id}
                        aria-controls={`fan-list-${list.id}-fans`}
                        onClick={() => setOpened(opened === list.id ? null : list.id)}
                      >
                        <Icon
                          icon={chevronDownIcon}
                          size={18}
                          className={opened === list.id ? 'rotate-180' : ''}
                        />
                      </button>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        aria-label={intl.formatMessage(m.rename, { name: list.name })}
                        title={intl.formatMessage(m.rename, { name: list.name })}
                        onClick={() => setRenaming(list.id)}
                      >
                        <Icon icon={editIcon} size={18} />
                      </button>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        aria-label={intl.formatMessage(m.delete, { name: list.name })}
                        title={intl.formatMessage(m.delete, { name: list.name })}
                        onClick={() => confirmDelete(list)}
                      >
                        <Icon icon={trashIcon} size={18} />
                      </button>
                    </div>
                  )}
                  {opened === list.id ? (
                    <div id={`fan-list-${list.id}-fans`} className="mt-2 ps-1">
                      <FanListMembers list={list} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
