import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { modalMessages } from '../modal/modal-messages.ts';

export type ProgressStatus = 'running' | 'done' | 'failed';

export interface ProgressDialogProps {
  open: boolean;
  /** Esc and the backdrop once the work has ended. */
  onClose: () => void;
  /** The Cancel button, and Esc while running. */
  onCancel?: () => void;
  title: ReactNode;
  message?: ReactNode;
  /** 0 to 100; null when the end cannot be known (waiting for a payment). */
  progress: number | null;
  /** Cancel is enabled only while running. @default 'running' */
  status?: ProgressStatus;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** A progress bar with its percentage and a Cancel button that works only while in progress. */
export function ProgressDialog({
  open,
  onClose,
  onCancel,
  title,
  message,
  progress,
  status = 'running',
  cancelLabel,
}: ProgressDialogProps) {
  const intl = useIntl();
  const running = status === 'running';
  const percent = progress === null ? null : clampPercent(progress);
  const label = typeof title === 'string' ? title : undefined;
  const bar = status === 'failed' ? 'bg-red-500' : 'bg-gradient-to-r from-brand-600 to-accent-500';
  return (
    <Modal
      open={open}
      onClose={running ? (onCancel ?? (() => undefined)) : onClose}
      title={title}
      description={message}
      size="sm"
      hideCloseButton
      footer={
        <Button variant="secondary" onClick={onCancel} disabled={!running || !onCancel}>
          {cancelLabel ?? intl.formatMessage(modalMessages.cancel)}
        </Button>
      }
    >
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={
            percent === null ? undefined : intl.formatNumber(percent / 100, { style: 'percent' })
          }
          className="relative h-2 flex-1 overflow-hidden rounded-full bg-surface-sunken"
        >
          {percent === null ? (
            // Indeterminate: a glow sweeping along the reading direction (the skeleton's shimmer).
            <div className="absolute inset-0 rtl:-scale-x-100">
              <div className="h-full w-full -translate-x-full animate-[shimmer_1.4s_ease-in-out_infinite] bg-gradient-to-r from-transparent via-brand-600 to-transparent" />
            </div>
          ) : (
            <div
              className={`h-full rounded-full transition-[width] duration-300 ${bar}`}
              style={{ width: `${percent}%` }}
            />
          )}
        </div>
        {percent === null ? null : (
          <span
            className="w-12 text-end text-sm font-semibold tabular-nums text-ink-muted"
            aria-hidden="true"
          >
            {intl.formatNumber(percent / 100, { style: 'percent' })}
          </span>
        )}
      </div>
    </Modal>
  );
}
