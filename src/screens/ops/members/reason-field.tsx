import { useIntl } from 'react-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import { OPS_REASON_MAX } from '../../../contract/calls/ops-members.ts';
import { opsMembersMessages } from './ops-members-messages.ts';

/** The reason an action asks for (1 to 500 characters), with its error when missing or too long. */
export function ReasonField({
  registration,
  invalid,
  value,
  label,
}: {
  registration: UseFormRegisterReturn;
  invalid: boolean;
  value: string;
  /** @default "Reason" */
  label?: string;
}) {
  const intl = useIntl();
  const error = invalid
    ? value.trim() === ''
      ? intl.formatMessage(opsMembersMessages.reasonRequired)
      : intl.formatMessage(opsMembersMessages.reasonTooLong, { max: OPS_REASON_MAX })
    : undefined;
  return (
    <TextArea
      label={label ?? intl.formatMessage(opsMembersMessages.reason)}
      hint={intl.formatMessage(opsMembersMessages.reasonHint)}
      error={error}
      maxLength={OPS_REASON_MAX}
      rows={3}
      dir="auto"
      {...registration}
    />
  );
}
