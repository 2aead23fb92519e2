import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCategories } from '../../api/get-categories.ts';
import { useInterests } from '../../api/get-interests.ts';
import { useUpdateInterests } from '../../api/update-interests.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Chip } from '../../components/atoms/chip/chip.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { alertIcon, checkIcon } from '../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import type { MIN_INTERESTS } from '../../contract/calls/user-interests.ts';
import type { Category } from '../../contract/entities.ts';
import { showPopup } from '../../state/popup.ts';
import { categoryMessages } from '../publish/publish-messages.ts';
import { interestsMessages as m } from './interests-messages.ts';

/** Spec §5: at least 3 categories (the contract's MIN_INTERESTS, written out so no schema loads here). */
export const MIN_TOPICS = 3 satisfies typeof MIN_INTERESTS;

export interface InterestsPickerProps {
  /** Saved or cancelled: the dialog closes. */
  onDone: () => void;
}

/**
 * The interested-topics picker (spec §2 Dialogs, §5): every category as a chip to toggle, the
 * viewer's earlier choice pressed, and Save, which warns under 3 (nothing is sent) and otherwise
 * stores the choice (`user/updateinterested`) that home's For you feed is made of.
 */
export function InterestsPicker({ onDone }: InterestsPickerProps) {
  const intl = useIntl();
  const categories = useCategories();
  const interests = useInterests();
  const update = useUpdateInterests();
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const [warned, setWarned] = useState(false);
  const picked = chosen ?? new Set(interests.data?.map((category) => category.id));
  const tooFew = picked.size < MIN_TOPICS;
  const groupId = useId();
  const statusId = useId();

  const toggle = (id: number) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const save = () => {
    if (tooFew) return setWarned(true);
    update.mutate([...picked], {
      onSuccess: () => {
        showPopup(intl.formatMessage(m.saved));
        onDone();
      },
    });
  };
  const label = (category: Category) => {
    const known = categoryMessages[category.code as keyof typeof categoryMessages];
    return known ? intl.formatMessage(known) : category.code;
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <AsyncContent
        status={categories.isPending || interests.isPending ? 'pending' : categories.status}
        data={categories.data?.list}
        error={categories.error ?? interests.error}
        onRetry={() => void Promise.all([categories.refetch(), interests.refetch()])}
        isEmpty={(list) => list.length === 0}
        empty={{ title: intl.formatMessage(m.noCategories) }}
        loading={
          <div aria-busy="true" className="flex flex-wrap gap-2">
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Skeleton key={key} className="h-9 w-24 rounded-full" />
            ))}
          </div>
        }
      >
        {(list) => (
          <div
            role="group"
            aria-labelledby={groupId}
            aria-describedby={statusId}
            className="flex flex-col gap-3"
          >
            <h3 id={groupId} className="sr-only">
              {intl.formatMessage(m.topics)}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {list.map((category) => (
                <li key={category.id}>
                  <Chip
                    selected={picked.has(category.id)}
                    icon={picked.has(category.id) ? checkIcon : undefined}
                    onClick={() => toggle(category.id)}
                  >
                    {label(category)}
                  </Chip>
                </li>
              ))}
            </ul>
            <p id={statusId} aria-live="polite" className="text-sm text-ink-muted">
              {intl.formatMessage(m.chosen, { count: picked.size })}
            </p>
          </div>
        )}
      </AsyncContent>
      {warned && tooFew ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-control bg-amber-50 p-3 text-sm text-amber-900"
        >
          <Icon icon={alertIcon} size={18} className="shrink-0" />
          {intl.formatMessage(m.tooFew, { min: MIN_TOPICS })}
        </p>
      ) : null}
      {update.isError ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-control bg-red-50 p-3 text-sm text-red-800"
        >
          <Icon icon={alertIcon} size={18} className="shrink-0" />
          {update.error.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button loading={update.isPending} onClick={save} disabled={!categories.data}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </div>
  );
}
