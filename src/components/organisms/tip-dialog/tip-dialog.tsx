import { useId, useMemo } from 'react';
import type { FieldError } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Chip } from '../../atoms/chip/chip.tsx';
import { TextField } from '../../atoms/text-field/text-field.tsx';
import { useZodForm } from '../../molecules/form/use-zod-form.ts';
import { TextArea } from '../../molecules/text-area/text-area.tsx';
import {
  TIP_MESSAGE_MAX_LENGTH,
  TIP_MIN_AMOUNT,
  TIP_PRESET_AMOUNTS,
  TIP_RULE_ERROR,
  tipFormSchema,
  type TipRuleError,
} from '../../../contract/rules/tip-rules.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Modal } from '../modal/modal.tsx';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  title: { id: 'tip.title', defaultMessage: 'Send a tip' },
  description: defineMessage<{ creator: MessageValue }>({
    id: 'tip.description',
    defaultMessage: 'Show {creator} your support with a tip of your choice.',
  }),
  presets: { id: 'tip.presets', defaultMessage: 'Amounts' },
  amount: { id: 'tip.amount', defaultMessage: 'Amount' },
  amountHint: defineMessage<{ min: string; max: string }>({
    id: 'tip.amountHint',
    defaultMessage: 'From {min} to {max}',
  }),
  message: { id: 'tip.message', defaultMessage: 'Message (optional)' },
  messageHint: { id: 'tip.messageHint', defaultMessage: 'The creator sees it with your tip.' },
  cancel: commonMessages.cancel,
  continue: { id: 'tip.continue', defaultMessage: 'Continue' },
  required: { id: 'rule.tip.required', defaultMessage: 'Choose or enter an amount.' },
  notNumber: { id: 'rule.tip.notNumber', defaultMessage: 'Enter an amount in numbers, like 12.50.' },
  decimals: { id: 'rule.tip.decimals', defaultMessage: 'An amount has at most two decimals.' },
  minimum: defineMessage<{ amount: string }>({
    id: 'rule.tip.minimum',
    defaultMessage: 'A tip is at least {amount}.',
  }),
  maximum: defineMessage<{ amount: string }>({
    id: 'rule.tip.maximum',
    defaultMessage: 'A tip is at most {amount}.',
  }),
  messageLength: defineMessage<{ max: number }>({
    id: 'rule.tip.messageLength',
    defaultMessage: 'A message is at most {max, number} characters.',
  }),
});

/** What the fan chose: the amount (currency units) and their message, trimmed. */
export interface TipChoice {
  amount: number;
  message: string;
}

export interface TipDialogProps {
  open: boolean;
  onClose: () => void;
  /** Whom the tip is for, as the app shows their name. */
  creatorName: string;
  /** The largest tip (app/config's `tip_max_amount`). */
  max: number;
  /** One-tap amounts; those above `max` are left out. @default TIP_PRESET_AMOUNTS */
  presets?: readonly number[];
  /** The amount and message are valid: the payment dialog takes over. */
  onSubmit: (choice: TipChoice) => void;
}

/**
 * The tip dialog (issue 25): one-tap amounts or an amount of one's own (1 to the server's
 * maximum, two decimals), an optional message, checked by the contract's schema; Continue hands
 * the choice to the payment dialog, which pays it like a purchase.
 */
export function TipDialog({
  open,
  onClose,
  creatorName,
  max,
  presets = TIP_PRESET_AMOUNTS,
  onSubmit,
}: TipDialogProps) {
  const intl = useIntl();
  const schema = useMemo(() => tipFormSchema(max), [max]);
  const { register, handleSubmit, formState, setValue, watch, reset } = useZodForm(schema, {
    defaultValues: { amount: '', message: '' },
    mode: 'onSubmit',
  });
  const amountText = watch('amount');
  // Shown as the form holds it, so its counter follows a reset too.
  const messageText = watch('message');
  const money = (amount: number) => ({ amount: formatPrice(intl, amount) });
  const ruleText: Record<TipRuleError, string> = {
    [TIP_RULE_ERROR.required]: intl.formatMessage(messages.required),
    [TIP_RULE_ERROR.notNumber]: intl.formatMessage(messages.notNumber),
    [TIP_RULE_ERROR.decimals]: intl.formatMessage(messages.decimals),
    [TIP_RULE_ERROR.minimum]: intl.formatMessage(messages.minimum, money(TIP_MIN_AMOUNT)),
    [TIP_RULE_ERROR.maximum]: intl.formatMessage(messages.maximum, money(max)),
    [TIP_RULE_ERROR.messageLength]: intl.formatMessage(messages.messageLength, {
      max: TIP_MESSAGE_MAX_LENGTH,
    }),
  };
  const errorText = (error: FieldError | undefined) =>
    error ? (ruleText[error.message as TipRuleError] ?? error.message) : undefined;
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit((choice) => {
    onSubmit(choice);
    reset();
  });
  const offered = presets.filter((preset) => preset <= max);
  const formId = useId();

  return (
    <Modal
      open={open}
      onClose={close}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description, { creator: <bdi>{creatorName}</bdi> })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant="gradient" type="submit" form={formId}>
            {intl.formatMessage(messages.continue)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div role="group" aria-label={intl.formatMessage(messages.presets)} className="flex flex-wrap gap-2">
          {offered.map((preset) => (
            <Chip
              key={preset}
              selected={amountText === String(preset)}
              onClick={() =>
                setValue('amount', String(preset), {
                  shouldValidate: formState.isSubmitted,
                  shouldDirty: true,
                })
              }
            >
              {formatPrice(intl, preset)}
            </Chip>
          ))}
        </div>
        <TextField
          required
          label={intl.formatMessage(messages.amount)}
          hint={intl.formatMessage(messages.amountHint, {
            min: formatPrice(intl, TIP_MIN_AMOUNT),
            max: formatPrice(intl, max),
          })}
          error={errorText(formState.errors.amount)}
          inputMode="decimal"
          autoComplete="off"
          {...register('amount')}
        />
        <TextArea
          label={intl.formatMessage(messages.message)}
          hint={intl.formatMessage(messages.messageHint)}
          error={errorText(formState.errors.message)}
          maxLength={TIP_MESSAGE_MAX_LENGTH}
          rows={3}
          {...register('message')}
          value={messageText}
        />
      </form>
    </Modal>
  );
}
