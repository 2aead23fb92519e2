import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRemoveSpendingLimit } from '../../../api/remove-spending-limit.ts';
import { useSetSpendingLimit } from '../../../api/set-spending-limit.ts';
import { Avatar } from '../../../components/atoms/avatar/avatar.tsx';
import { Button } from '../../../components/atoms/button/button.tsx';
import { SpendingMeter } from '../../../components/molecules/spending-meter/spending-meter.tsx';
import { showPopup } from '../../../state/popup.ts';
import { SpendingLimitForm } from './spending-limit-form.tsx';
import { spendingLimitsMessages as m } from './spending-limits-messages.ts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface SpendingLimitCardProps {
  /** The creator's `aff`; 0 for the overall limit. */
  aff: number;
  name: string;
  /** A line under the name (the overall limit's scope); none for a creator. */
  hint?: string;
  /** The creator's avatar URL; undefined for the overall limit. */
  thumb?: string;
  spent: number;
  cap: number | null;
  /** When the month resets (ms). */
  resetsAt: number;
  /** The title's heading level: 2 for the overall limit, 3 under "Per creator". */
  level: 2 | 3;
}

/** One limit (overall or a creator's): this month's spending against it, and setting, changing or removing it. */
export function SpendingLimitCard({
  aff,
  name,
  hint,
  thumb,
  spent,
  cap,
  resetsAt,
  level,
}: SpendingLimitCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const setLimit = useSetSpendingLimit();
  const removeLimit = useRemoveSpendingLimit();
  const label = intl.formatMessage(m.limitFor, { name });

  const save = async (amount: number) => {
    try {
      await setLimit.mutateAsync({ aff, amount });
    } catch (error) {
      return reasonOf(error);
    }
    setEditing(false);
    showPopup(intl.formatMessage(m.saved));
    return null;
  };

  const remove = async () => {
    try {
      await removeLimit.mutateAsync(aff);
      showPopup(intl.formatMessage(m.removed));
    } catch (error) {
      showPopup(intl.formatMessage(m.removeFailed, { reason: reasonOf(error) }), { variant: 'failure' });
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line/60"
    >
      <div className="flex items-center gap-3">
        {thumb === undefined ? null : <Avatar src={thumb} name={name} decorative size={36} />}
        <div className="flex min-w-0 flex-col">
          <Heading id={titleId} className="truncate font-semibold text-ink">
            {name}
          </Heading>
          {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
        </div>
      </div>
      <SpendingMeter label={label} spent={spent} cap={cap} resetsAt={resetsAt} />
      {editing ? (
        <SpendingLimitForm cap={cap} label={label} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-describedby={titleId}>
            {intl.formatMessage(cap === null ? m.setLimit : m.changeLimit)}
          </Button>
          {cap === null ? null : (
            <Button
              size="sm"
              variant="ghost"
              loading={removeLimit.isPending}
              onClick={() => void remove()}
              aria-describedby={titleId}
            >
              {intl.formatMessage(m.removeLimit)}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
