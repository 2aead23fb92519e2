import { useIntl } from 'react-intl';
import { ApiError } from '../../../../api/errors.ts';
import { useCreateTrackingLink } from '../../../../api/create-tracking-link.ts';
import { Button } from '../../../../components/atoms/button/button.tsx';
import { TextField } from '../../../../components/atoms/text-field/text-field.tsx';
import { useRuleMessage } from '../../../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../../../components/molecules/form/use-zod-form.ts';
import {
  TRACKING_LINK_NAME_MAX_LENGTH,
  TRACKING_LINK_RULE_ERROR,
  trackingLinkFormSchema,
} from '../../../../contract/rules/tracking-link-rules.ts';
import { showPopup } from '../../../../state/popup.ts';
import { trackingLinksMessages as m } from './tracking-links-messages.ts';

export interface TrackingLinkFormProps {
  /** The creator has as many links as they may: the form says so instead of offering to create. */
  atLimit: boolean;
  /** How many links a creator may have (the server's `max`). */
  max: number;
}

/**
 * Names a new tracking link, checked by the contract's rule (1 to 40 characters) as the server
 * checks it; the server's refusal (the 50-link limit) is shown on the field.
 */
export function TrackingLinkForm({ atLimit, max }: TrackingLinkFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const create = useCreateTrackingLink();
  const { register, handleSubmit, reset, setError, formState } = useZodForm(trackingLinkFormSchema, {
    defaultValues: { name: '' },
  });
  const nameError = formState.errors.name;
  const nameMessage =
    nameError?.message === TRACKING_LINK_RULE_ERROR.nameRequired
      ? intl.formatMessage(m.nameRequired)
      : nameError?.message === TRACKING_LINK_RULE_ERROR.nameLength
        ? intl.formatMessage(m.nameLength, { max: TRACKING_LINK_NAME_MAX_LENGTH })
        : ruleMessage(nameError);

  const submit = handleSubmit(async ({ name }) => {
    try {
      await create.mutateAsync(name);
      reset({ name: '' });
      showPopup(intl.formatMessage(m.created));
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : intl.formatMessage(m.failed);
      setError('name', { type: 'server', message }, { shouldFocus: true });
    }
  });

  if (atLimit) return <p className="text-sm text-ink-muted">{intl.formatMessage(m.limitReached, { max })}</p>;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        required
        className="flex-1"
        label={intl.formatMessage(m.name)}
        hint={intl.formatMessage(m.nameHint)}
        maxLength={TRACKING_LINK_NAME_MAX_LENGTH}
        dir="auto"
        error={nameMessage}
        {...register('name')}
      />
      <Button type="submit" loading={formState.isSubmitting} className="sm:mt-7">
        {intl.formatMessage(m.create)}
      </Button>
    </form>
  );
}
