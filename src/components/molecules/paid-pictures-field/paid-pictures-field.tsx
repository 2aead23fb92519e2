import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { CHAT_PAID_MEDIA_MAX } from '../../../contract/chat/chat-rules.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { closeIcon, imageIcon } from '../../atoms/icon/icons.ts';
import { paidMediaMessages } from '../../messages/paid-media-messages.ts';
import { CHAT_IMAGE_ACCEPT, isChatImage } from '../chat-input/chat-input.logic.ts';

const messages = defineMessages({
  picturesHint: defineMessage<{ max: number }>({
    id: 'paidMessage.picturesHint',
    defaultMessage: 'JPG, PNG or GIF, up to {max, number}.',
  }),
  add: { id: 'paidMessage.add', defaultMessage: 'Add pictures' },
  remove: defineMessage<{ index: number }>({
    id: 'paidMessage.remove',
    defaultMessage: 'Remove picture {index, number}',
  }),
  chosen: defineMessage<{ index: number }>({
    id: 'paidMessage.chosen',
    defaultMessage: 'Picture {index, number}',
  }),
});

/** A picture chosen on the device, with the preview the browser made of it. */
export interface ChosenPicture {
  file: File;
  preview: string;
}

/** A file as chosen: its preview made now (let go by `releasePictures`). */
export const chosenPictureOf = (file: File): ChosenPicture => ({ file, preview: URL.createObjectURL(file) });

/** Lets the browser free the previews of pictures no longer shown. */
export function releasePictures(pictures: readonly ChosenPicture[]): void {
  pictures.forEach((picture) => URL.revokeObjectURL(picture.preview));
}

export interface PaidPicturesFieldProps {
  /** The pictures chosen, in the order they will be sent. */
  pictures: readonly ChosenPicture[];
  /** The next list: pictures added at the end or one removed (its preview already let go). */
  onChange: (pictures: ChosenPicture[]) => void;
  /** The rule the pictures break, shown in place of the hint. */
  error?: string | undefined;
  /** Names the group. @default "Pictures" */
  label?: string;
  /** The test id of the hidden file input. @default 'paid-message-input' */
  inputTestId?: string;
}

/**
 * The paid message's pictures (issue 25): the chosen pictures shown at once from the device, each
 * with its remove button, and "Add pictures" (JPG, PNG or GIF, several at a time). The chat's paid
 * message dialog and the mass message composer share it; the files stay with the caller.
 */
export function PaidPicturesField({
  pictures,
  onChange,
  error,
  label,
  inputTestId = 'paid-message-input',
}: PaidPicturesFieldProps) {
  const intl = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  const noteId = `${useId()}-note`;
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).filter(isChatImage);
    event.target.value = '';
    if (files.length > 0) onChange([...pictures, ...files.map(chosenPictureOf)]);
  };
  const removeAt = (index: number) => {
    releasePictures([pictures[index]!]);
    onChange(pictures.filter((_, at) => at !== index));
  };
  return (
    <fieldset aria-describedby={noteId} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">
        {label ?? intl.formatMessage(paidMediaMessages.pictures)}
      </legend>
      {pictures.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2">
          {pictures.map((item, index) => (
            <li key={item.preview} className="relative">
              <img
                src={item.preview}
                alt={intl.formatMessage(messages.chosen, { index: index + 1 })}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <RemoveChosenButton
                label={intl.formatMessage(messages.remove, { index: index + 1 })}
                onClick={() => removeAt(index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon icon={imageIcon} size={16} />}
          onClick={() => picker.current?.click()}
        >
          {intl.formatMessage(messages.add)}
        </Button>
        <input
          ref={picker}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          multiple
          hidden
          onChange={onPick}
          data-testid={inputTestId}
        />
      </div>
      <ChosenMediaNote id={noteId} error={error}>
        {intl.formatMessage(messages.picturesHint, { max: CHAT_PAID_MEDIA_MAX })}
      </ChosenMediaNote>
    </fieldset>
  );
}

/** The round remove button on a chosen picture's or video's corner. */
export function RemoveChosenButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute end-1 top-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Icon icon={closeIcon} size={14} />
    </button>
  );
}

/** The field's note: the hint, or the broken rule in its place, announced. */
export function ChosenMediaNote({
  id,
  error,
  children,
}: {
  id: string;
  error: string | null | undefined;
  children: string;
}) {
  return (
    <p
      id={id}
      role={error ? 'alert' : undefined}
      className={`text-xs ${error ? 'font-medium text-red-700' : 'text-ink-muted'}`}
    >
      {error ?? children}
    </p>
  );
}

/** Frees every preview still shown when the component holding `pictures` goes. */
export function useReleaseOnUnmount(pictures: readonly ChosenPicture[]): void {
  const shown = useRef(pictures);
  useEffect(() => {
    shown.current = pictures;
  }, [pictures]);
  useEffect(() => () => releasePictures(shown.current), []);
}
