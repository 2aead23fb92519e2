import { useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import { CHAT_TEXT_MAX_LENGTH } from '../../../contract/chat/chat-rules.ts';
import { PAID_MESSAGE_PRICE_MIN, paidMessageFormSchema } from '../../../contract/rules/paid-message-rules.ts';
import { POST_PRICE_MAX } from '../../../contract/rules/publish-limits.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { TextField } from '../../atoms/text-field/text-field.tsx';
import { useZodForm } from '../../molecules/form/use-zod-form.ts';
import {
  chosenPictureOf,
  PaidPicturesField,
  releasePictures,
  useReleaseOnUnmount,
  type ChosenPicture,
} from '../../molecules/paid-pictures-field/paid-pictures-field.tsx';
import { usePaidMessageRuleText } from '../../molecules/paid-pictures-field/paid-message-rule-text.ts';
import { TextArea } from '../../molecules/text-area/text-area.tsx';
import { commonMessages } from '../../messages/common-messages.ts';
import { Modal } from '../modal/modal.tsx';

const messages = defineMessages({
  title: { id: 'paidMessage.title', defaultMessage: 'Send a paid message' },
  description: defineMessage<{ name: MessageValue }>({
    id: 'paidMessage.description',
    defaultMessage: '{name} sees blurred previews and the price, and unlocks the pictures by paying.',
  }),
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

/** What the creator composed: the pictures (files to upload), the price and the trimmed caption. */
export interface PaidMessageDraft {
  files: File[];
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
}

/**
 * The paid message composer (issue 25): 1 to 10 pictures, a price by the pay-per-post rule (above
 * 0, at most 90, two decimals) and an optional caption, checked by the contract's schema (the
 * server checks again); Send hands the draft to the conversation, which uploads and sends it.
 */
export function PaidMessageDialog({
  open,
  onClose,
  peerName,
  onSubmit,
  initialFiles = [],
}: PaidMessageDialogProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<ChosenPicture[]>(() => initialFiles.map(chosenPictureOf));
  const { register, handleSubmit, formState, setValue, reset, watch } = useZodForm(paidMessageFormSchema, {
    defaultValues: { price: '', caption: '', pictures: initialFiles.length },
    mode: 'onSubmit',
  });
  const captionText = watch('caption');
  const formId = useId();
  // Previews are the browser's until the dialog lets them go.
  useReleaseOnUnmount(chosen);

  const choose = (next: ChosenPicture[]) => {
    setChosen(next);
    setValue('pictures', next.length, { shouldValidate: formState.isSubmitted });
  };
  const clear = () => {
    releasePictures(chosen);
    setChosen([]);
    reset({ price: '', caption: '', pictures: 0 });
  };
  const close = () => {
    clear();
    onClose();
  };
  const submit = handleSubmit((values) => {
    onSubmit({ files: chosen.map((item) => item.file), price: values.price, caption: values.caption });
    // The files are the caller's now; their previews here are let go.
    clear();
  });

  const ruleText = usePaidMessageRuleText();
  const errorText = (error: FieldError | undefined) =>
    error ? (ruleText(error.message) ?? error.message) : undefined;

  return (
    <Modal
      open={open}
      onClose={close}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description, { name: <bdi>{peerName}</bdi> })}
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
        <PaidPicturesField pictures={chosen} onChange={choose} error={errorText(formState.errors.pictures)} />
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
