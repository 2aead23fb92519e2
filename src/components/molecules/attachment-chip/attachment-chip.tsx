import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { closeIcon, imageIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { commonMessages } from '../../messages/common-messages.ts';
import { shortenFileName } from './attachment-chip.logic.ts';

const messages = defineMessages({
  remove: defineMessage<{ name: string }>({ id: 'attachment.remove', defaultMessage: 'Remove {name}' }),
  uploading: commonMessages.uploading,
});

export interface AttachmentChipProps {
  /** The file's name, as picked. */
  name: string;
  /** Characters of the name shown; a longer one is cut in the middle, its extension kept. */
  maxNameLength: number;
  /** On its way: a spinner says so. @default false */
  uploading?: boolean;
  onRemove: () => void;
}

/** An attached file as a chip: an image icon, its shortened name (whole on hover), remove. */
export function AttachmentChip({ name, maxNameLength, uploading = false, onRemove }: AttachmentChipProps) {
  const intl = useIntl();
  const shown = shortenFileName(name, maxNameLength);
  return (
    <span
      className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full bg-surface-muted ps-3 pe-1 text-sm text-ink ring-1 ring-line ring-inset"
      aria-busy={uploading || undefined}
    >
      {uploading ? (
        <Spinner size="sm" className="shrink-0 text-brand-600" />
      ) : (
        <Icon icon={imageIcon} size={16} className="shrink-0 text-ink-muted" />
      )}
      {/* The file's own name keeps its own direction inside either page direction. */}
      <bdi title={name} className="min-w-0 truncate" data-testid="attachment-name">
        {shown}
      </bdi>
      {uploading ? <span className="sr-only">{intl.formatMessage(messages.uploading)}</span> : null}
      <IconButton
        icon={closeIcon}
        size={28}
        label={intl.formatMessage(messages.remove, { name })}
        onClick={onRemove}
      />
    </span>
  );
}
