import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import { CHAT_PAID_MEDIA_MAX, CHAT_TEXT_MAX_LENGTH } from '../../../contract/chat/chat-rules.ts';
import {
  PAID_MESSAGE_PRICE_MIN,
  PAID_MESSAGE_RULE_ERROR,
  paidMessageFormSchema,
  type PaidMessageRuleError,
} from '../../../contract/rules/paid-message-rules.ts';
import { POST_PRICE_MAX } from '../../../contract/rules/publish-limits.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { closeIcon, imageIcon } from '../../atoms/icon/icons.ts';
import { TextField } from '../../atoms/text-field/text-field.tsx';
import { useZodForm } from '../../molecules/form/use-zod-form.ts';
import { CHAT_IMAGE_ACCEPT, isChatImage } from '../../molecules/chat-input/chat-input.logic.ts';
import { TextArea } from '../../molecules/text-area/text-area.tsx';
import { commonMessages } from '../../messages/common-messages.ts';
import { Modal } from '../modal/modal.tsx';

const messages = defineMessages({
  title: { id: 'paidMessage.title', defaultMessage: 'Send a paid message' },
  description: defineMessage<{ name: MessageValue }>({
    id: 'paidMessage.description',
    defaultMessage: '{name} sees blurred previews and the price, and unlocks the pictures by paying.',
  }),
  pictures: { id: 'paidMessage.pictures', defaultMessage: 'Pictures' },
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
  price: { id: 'paidMessage.price', defaultMessage: 'Price' },
  priceHint: defineMessage<{ min: string; max: string }>({
    id: 'paidMessage.priceHint',
    defaultMessage: 'From {min} to {max}',
  }),
  caption: { id: 'paidMessage.caption', defaultMessage: 'Caption (optional)' },
  captionHint: { id: 'paidMessage.captionHint', defaultMessage: 'Shown with the previews before unlocking.' },
  cancel: commonMessages.cancel,
  send: { id: 'paidMessage.send', defaultMessage: 'Send' },
  required: { id: 'rule.paidMessage.price.required', defaultMessage: 'Enter a price.' },
  notNumber: {
    id: 'rule.paidMessage.price.notNumber',
    defaultMessage: 'Enter a price in numbers, like 9.99.',
  },
  decimals: { id: 'rule.paidMessage.price.decimals', defaultMessage: 'A price has at most two decimals.' },
  minimum: defineMessage<{ amount: string }>({
    id: 'rule.paidMessage.price.minimum',
    defaultMessage: 'A price is at least {amount}.',
  }),
  maximum: defineMessage<{ amount: string }>({
    id: 'rule.paidMessage.price.maximum',
    defaultMessage: 'A price is at most {amount}.',
  }),
  picturesRule: defineMessage<{ max: number }>({
    id: 'rule.paidMessage.pictures',
    defaultMessage: 'Choose 1 to {max, number} pictures.',
  }),
  captionLength: defineMessage<{ max: number }>({
    id: 'rule.paidMessage.captionLength',
    defaultMessage: 'A caption is at most {max, number} characters.',
  }),
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

interface Chosen {
  file: File;
  preview: string;
}

const chosenOf = (file: File): Chosen => ({ file, preview: URL.createObjectURL(file) });

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
  const [chosen, setChosen] = useState<Chosen[]>(() => initialFiles.map(chosenOf));
  const picker = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, formState, setValue, reset, watch } = useZodForm(paidMessageFormSchema, {
    defaultValues: { price: '', caption: '', pictures: initialFiles.length },
    mode: 'onSubmit',
  });
  const captionText = watch('caption');
  const formId = useId();

  // Previews are the browser's until the dialog lets them go.
  const previews = useRef(chosen);
  useEffect(() => {
    previews.current = chosen;
  }, [chosen]);
  useEffect(() => () => previews.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const choose = (next: Chosen[]) => {
    setChosen(next);
    setValue('pictures', next.length, { shouldValidate: formState.isSubmitted });
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).filter(isChatImage);
    event.target.value = '';
    if (files.length > 0) choose([...chosen, ...files.map(chosenOf)]);
  };
  const removeAt = (index: number) => {
    URL.revokeObjectURL(chosen[index]!.preview);
    choose(chosen.filter((_, at) => at !== index));
  };
  const clear = () => {
    chosen.forEach((item) => URL.revokeObjectURL(item.preview));
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

  const money = (amount: number) => ({ amount: formatPrice(intl, amount) });
  const ruleText: Record<PaidMessageRuleError, string> = {
    [PAID_MESSAGE_RULE_ERROR.required]: intl.formatMessage(messages.required),
    [PAID_MESSAGE_RULE_ERROR.notNumber]: intl.formatMessage(messages.notNumber),
    [PAID_MESSAGE_RULE_ERROR.decimals]: intl.formatMessage(messages.decimals),
    [PAID_MESSAGE_RULE_ERROR.minimum]: intl.formatMessage(messages.minimum, money(PAID_MESSAGE_PRICE_MIN)),
    [PAID_MESSAGE_RULE_ERROR.maximum]: intl.formatMessage(messages.maximum, money(POST_PRICE_MAX)),
    [PAID_MESSAGE_RULE_ERROR.pictures]: intl.formatMessage(messages.picturesRule, {
      max: CHAT_PAID_MEDIA_MAX,
    }),
    [PAID_MESSAGE_RULE_ERROR.captionLength]: intl.formatMessage(messages.captionLength, {
      max: CHAT_TEXT_MAX_LENGTH,
    }),
  };
  const errorText = (error: FieldError | undefined) =>
    error ? (ruleText[error.message as PaidMessageRuleError] ?? error.message) : undefined;
  const picturesError = errorText(formState.errors.pictures);
  const picturesId = `${formId}-pictures`;

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
        <fieldset aria-describedby={`${picturesId}-note`} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">
            {intl.formatMessage(messages.pictures)}
          </legend>
          {chosen.length > 0 ? (
            <ul className="grid grid-cols-4 gap-2">
              {chosen.map((item, index) => (
                <li key={item.preview} className="relative">
                  <img
                    src={item.preview}
                    alt={intl.formatMessage(messages.chosen, { index: index + 1 })}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => removeAt(index)}
                    aria-label={intl.formatMessage(messages.remove, { index: index + 1 })}
                    className="absolute end-1 top-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <Icon icon={closeIcon} size={14} />
                  </button>
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
              data-testid="paid-message-input"
            />
          </div>
          <p
            id={`${picturesId}-note`}
            role={picturesError ? 'alert' : undefined}
            className={`text-xs ${picturesError ? 'font-medium text-red-700' : 'text-ink-muted'}`}
          >
            {picturesError ?? intl.formatMessage(messages.picturesHint, { max: CHAT_PAID_MEDIA_MAX })}
          </p>
        </fieldset>
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
