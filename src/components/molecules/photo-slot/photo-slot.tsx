import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { cameraIcon, checkIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  take: { id: 'photoSlot.take', defaultMessage: 'Take photo' },
  retake: { id: 'photoSlot.retake', defaultMessage: 'Retake photo' },
  uploading: commonMessages.uploading,
  done: { id: 'photoSlot.done', defaultMessage: 'Photo added' },
});

export interface PhotoSlotProps {
  /** What the photo shows, e.g. "Photo of your ID". */
  label: string;
  /** How to take it well. */
  hint: string;
  /** The taken photo's preview, or undefined while there is none. */
  previewSrc?: string | undefined;
  /** @default false */
  uploading?: boolean;
  /** A message under the slot: the photo is missing, or its upload failed. */
  error?: string | undefined;
  onTake: () => void;
}

/** One photo of the creator application: its preview or an empty frame, and Take / Retake. */
export function PhotoSlot({ label, hint, previewSrc, uploading = false, error, onTake }: PhotoSlotProps) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  return (
    <section
      aria-labelledby={labelId}
      className={`flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ${error ? 'ring-red-600' : 'ring-line/60'}`}
    >
      <div>
        <h3 id={labelId} className="font-semibold text-ink">
          {label}
        </h3>
        <p className="text-sm text-ink-muted">{hint}</p>
      </div>
      <div className="relative grid aspect-[4/3] w-full place-items-center overflow-hidden rounded-control bg-surface-sunken">
        {previewSrc ? (
          <img src={previewSrc} alt={label} className="h-full w-full object-cover" />
        ) : (
          <Icon icon={cameraIcon} size={40} className="text-ink-subtle" />
        )}
        {uploading && (
          <span className="absolute inset-0 grid place-items-center bg-black/40 text-white" role="status">
            <span className="flex items-center gap-2">
              <Spinner />
              {intl.formatMessage(messages.uploading)}
            </span>
          </span>
        )}
        {previewSrc && !uploading && (
          <span className="absolute end-2 top-2 flex items-center gap-1 rounded-full bg-white/95 px-2 py-1 text-xs font-medium text-ink">
            <Icon icon={checkIcon} size={16} />
            {intl.formatMessage(messages.done)}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button
        variant={previewSrc ? 'secondary' : 'primary'}
        onClick={onTake}
        disabled={uploading}
        aria-describedby={error ? errorId : undefined}
      >
        <Icon icon={cameraIcon} size={20} />
        {intl.formatMessage(previewSrc ? messages.retake : messages.take)}
        <span className="sr-only">: {label}</span>
      </Button>
    </section>
  );
}
