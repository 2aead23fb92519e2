import { useId, useRef, useState, type ChangeEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { isVideoFile, VIDEO_ACCEPT } from '../../../contract/rules/video-files.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { playIcon } from '../../atoms/icon/icons.ts';
import { paidMediaMessages } from '../../messages/paid-media-messages.ts';
import {
  ChosenMediaNote,
  chosenPictureOf,
  releasePictures,
  RemoveChosenButton,
  type ChosenPicture,
} from '../paid-pictures-field/paid-pictures-field.tsx';

const messages = defineMessages({
  videoHint: {
    id: 'paidMessage.videoHint',
    defaultMessage: 'One MP4, MOV or AVI video. It plays for the fan once it is prepared.',
  },
  choose: { id: 'paidMessage.chooseVideo', defaultMessage: 'Choose a video' },
  change: { id: 'paidMessage.changeVideo', defaultMessage: 'Choose another video' },
  remove: { id: 'paidMessage.removeVideo', defaultMessage: 'Remove the video' },
  chosen: defineMessage<{ name: string }>({
    id: 'paidMessage.chosenVideo',
    defaultMessage: 'Chosen video: {name}',
  }),
  notVideo: defineMessage<{ name: string }>({
    id: 'paidMessage.notVideo',
    defaultMessage: '{name} is not a video we take. Choose an MP4, MOV or AVI file.',
  }),
});

/** A video chosen on the device, with the address the browser plays it from. */
export type ChosenVideo = ChosenPicture;

export interface PaidVideoFieldProps {
  /** The video chosen; null for none. */
  video: ChosenVideo | null;
  /** The next choice: a video (the one before it already let go), or null once removed. */
  onChange: (video: ChosenVideo | null) => void;
  /** The rule the choice breaks, shown in place of the hint. */
  error?: string | undefined;
  /** The test id of the hidden file input. @default 'paid-video-input' */
  inputTestId?: string;
}

/**
 * A paid message's one video (issue 25): the chosen file previewed at once from the device (its
 * first frame, its name and size) with its remove button, or "Choose a video". A file that is not
 * a video we take is said so and not kept. The chat's paid message dialog and the mass message
 * composer share it; the file stays with the caller, who uploads it.
 */
export function PaidVideoField({
  video,
  onChange,
  error,
  inputTestId = 'paid-video-input',
}: PaidVideoFieldProps) {
  const intl = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  const noteId = `${useId()}-note`;
  const [refused, setRefused] = useState<string | null>(null);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isVideoFile(file)) {
      setRefused(intl.formatMessage(messages.notVideo, { name: file.name }));
      return;
    }
    setRefused(null);
    if (video) releasePictures([video]);
    onChange(chosenPictureOf(file));
  };
  const remove = () => {
    if (video) releasePictures([video]);
    onChange(null);
  };
  const size = video
    ? intl.formatNumber(video.file.size / 1_048_576, {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      })
    : '';
  return (
    <fieldset aria-describedby={noteId} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">
        {intl.formatMessage(paidMediaMessages.video)}
      </legend>
      {video ? (
        <div className="flex items-center gap-3">
          <div className="relative w-28 shrink-0">
            <video
              src={video.preview}
              muted
              playsInline
              preload="metadata"
              aria-label={intl.formatMessage(messages.chosen, { name: video.file.name })}
              className="aspect-video w-full rounded-lg bg-black object-cover"
            />
            <RemoveChosenButton label={intl.formatMessage(messages.remove)} onClick={remove} />
          </div>
          <p className="min-w-0 text-sm text-ink">
            <bdi className="block truncate">{video.file.name}</bdi>
            <span className="text-xs text-ink-muted">{size}</span>
          </p>
        </div>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon icon={playIcon} size={16} />}
          onClick={() => picker.current?.click()}
        >
          {intl.formatMessage(video ? messages.change : messages.choose)}
        </Button>
        <input
          ref={picker}
          type="file"
          accept={VIDEO_ACCEPT}
          hidden
          onChange={onPick}
          data-testid={inputTestId}
        />
      </div>
      <ChosenMediaNote id={noteId} error={refused ?? error}>
        {intl.formatMessage(messages.videoHint)}
      </ChosenMediaNote>
    </fieldset>
  );
}
