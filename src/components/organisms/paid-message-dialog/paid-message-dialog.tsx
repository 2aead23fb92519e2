import { useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import { CHAT_TEXT_MAX_LENGTH } from '../../../contract/chat/chat-rules.ts';
import {
  PAID_MESSAGE_PRICE_MIN,
  paidMessageFormSchema,
  type PaidMediaKind,
} from '../../../contract/rules/paid-message-rules.ts';
import { POST_PRICE_MAX } from '../../../contract/rules/publish-limits.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { TextField } from '../../atoms/text-field/text-field.tsx';
import { FilterChips } from '../../molecules/filter-chips/filter-chips.tsx';
import { useZodForm } from '../../molecules/form/use-zod-form.ts';
import {
  chosenPictureOf,
  PaidPicturesField,
  releasePictures,
  useReleaseOnUnmount,
  type ChosenPicture,
} from '../../molecules/paid-pictures-field/paid-pictures-field.tsx';
import { usePaidMessageRuleText } from '../../molecules/paid-pictures-field/paid-message-rule-text.ts';
import { PaidVideoField, type ChosenVideo } from '../../molecules/paid-video-field/paid-video-field.tsx';
import { TextArea } from '../../molecules/text-area/text-area.tsx';
import { commonMessages } from '../../messages/common-messages.ts';
import { paidMediaMessages } from '../../messages/paid-media-messages.ts';
import { Modal } from '../modal/modal.tsx';

const messages = defineMessages({
  title: { id: 'paidMessage.title', defaultMessage: 'Send a paid message' },
  description: defineMessage<{ name: MessageValue }>({
    id: 'paidMessage.description',
    defaultMessage: '{name} sees blurred previews and the price, and unlocks the pictures by paying.',
  }),
  descriptionVideo: defineMessage<{ name: MessageValue }>({
    id: 'paidMessage.descriptionVideo',
    defaultMessage: '{name} sees a blurred preview and the price, and unlocks the video by paying.',
  }),
  kind: { id: 'paidMessage.kind', defaultMessage: 'What it unlocks' },
  price: { id: 'paidMessage.price', defaultMessage: 'Price' },
  priceHint: defineMessage<{ min: string; max: string }>({
    id: 'paidMessage.priceHint',
    defaultMessage: 'From {min} to {max}',
  }),
  caption: { id: 'paidMessage.caption', defaultMessage: 'Caption (optional)' },
  captionHint: { id: 'paidMessage.captionHint', defaultMessage: 'Shown with the previews before unlocking.' },
  cancel: commonMessages.cancel,
  send: { id: 'paidMessage.send', defaultMessage: 'Send' },
});

/**
 * What the creator composed: the pictures or the one video (files to upload), the price and the
 * trimmed caption.
 */
export interface PaidMessageDraft {
  /** The pictures, in order; [] when it unlocks a video. */
  files: File[];
  /** The video it unlocks instead of pictures; null for pictures. */
  video: File | null;
  price: number;
  caption: string;
}

export interface PaidMessageDialogProps {
  open: boolean;
  onClose: () => void;
  /** Whom it is for, as the app shows their name. */
  peerName: string;
  /** The draft is valid: the pictures are uploaded and the message sent by the caller. */
  onSubmit: (draft: PaidMessageDraft) => void;
  /** Pictures already chosen (a story's). @default [] */
  initialFiles?: readonly File[];
  /** What it unlocks as the dialog opens. @default 'pictures' */
  initialKind?: PaidMediaKind;
}

/**
 * The paid message composer (issue 25): 1 to 10 pictures or one video, a price by the pay-per-post
 * rule (above 0, at most 90, two decimals) and an optional caption, checked by the contract's
 * schema (the server checks again); Send hands the draft to the conversation, which uploads and
 * sends it. Switching between pictures and a video keeps both choices until Send.
 */
export function PaidMessageDialog({
  open,
  onClose,
  peerName,
  onSubmit,
  initialFiles = [],
  initialKind = 'pictures',
}: PaidMessageDialogProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<ChosenPicture[]>(() => initialFiles.map(chosenPictureOf));
  const [video, setVideo] = useState<ChosenVideo | null>(null);
  const [kind, setKind] = useState<PaidMediaKind>(initialKind);
  const countOf = (of: PaidMediaKind, pictures = chosen, film = video) =>
    of === 'video' ? (film ? 1 : 0) : pictures.length;
  const { register, handleSubmit, formState, setValue, reset, watch } = useZodForm(paidMessageFormSchema, {
    defaultValues: { price: '', caption: '', media: { kind, count: countOf(kind) } },
    mode: 'onSubmit',
  });
  const captionText = watch('caption');
  const formId = useId();
  // Previews are the browser's until the dialog lets them go.
  useReleaseOnUnmount(video ? [...chosen, video] : chosen);

  const countMedia = (of: PaidMediaKind, pictures = chosen, film = video) =>
    setValue(
      'media',
      { kind: of, count: countOf(of, pictures, film) },
      { shouldValidate: formState.isSubmitted },
    );
  const choose = (next: ChosenPicture[]) => {
    setChosen(next);
    countMedia(kind, next);
  };
  const chooseVideo = (next: ChosenVideo | null) => {
    setVideo(next);
    countMedia(kind, chosen, next);
  };
  const chooseKind = (next: PaidMediaKind) => {
    setKind(next);
    countMedia(next);
  };
  const clear = () => {
    releasePictures(video ? [...chosen, video] : chosen);
    setChosen([]);
    setVideo(null);
    setKind(initialKind);
    reset({ price: '', caption: '', media: { kind: initialKind, count: 0 } });
  };
  const close = () => {
    clear();
    onClose();
  };
  const submit = handleSubmit((values) => {
    onSubmit({
      files: kind === 'pictures' ? chosen.map((item) => item.file) : [],
      video: kind === 'video' && video ? video.file : null,
      price: values.price,
      caption: values.caption,
    });
    // The files are the caller's now; their previews here are let go.
    clear();
  });

  const ruleText = usePaidMessageRuleText();
  const errorText = (error: Pick<FieldError, 'message'> | undefined) =>
    error?.message ? (ruleText(error.message) ?? error.message) : undefined;

  return (
    <Modal
      open={open}
      onClose={close}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(kind === 'video' ? messages.descriptionVideo : messages.description, {
        name: <bdi>{peerName}</bdi>,
      })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant="gradient" type="submit" form={formId}>
            {intl.formatMessage(messages.send)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FilterChips
          label={intl.formatMessage(messages.kind)}
          size="sm"
          items={[
            { value: 'pictures', label: intl.formatMessage(paidMediaMessages.pictures) },
            { value: 'video', label: intl.formatMessage(paidMediaMessages.video) },
          ]}
          value={kind}
          onChange={chooseKind}
        />
        {kind === 'video' ? (
          <PaidVideoField video={video} onChange={chooseVideo} error={errorText(formState.errors.media)} />
        ) : (
          <PaidPicturesField pictures={chosen} onChange={choose} error={errorText(formState.errors.media)} />
        )}
        <TextField
          required
          label={intl.formatMessage(messages.price)}
          hint={intl.formatMessage(messages.priceHint, {
            min: formatPrice(intl, PAID_MESSAGE_PRICE_MIN),
            max: formatPrice(intl, POST_PRICE_MAX),
          })}
          error={errorText(formState.errors.price)}
          inputMode="decimal"
          autoComplete="off"
          {...register('price')}
        />
        <TextArea
          label={intl.formatMessage(messages.caption)}
          hint={intl.formatMessage(messages.captionHint)}
          error={errorText(formState.errors.caption)}
          maxLength={CHAT_TEXT_MAX_LENGTH}
          rows={3}
          {...register('caption')}
          value={captionText}
        />
      </form>
    </Modal>
  );
}
