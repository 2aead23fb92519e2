import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useRefundOrder } from '../../../api/ops-members-actions.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { refundOrderSchema, type MemberOrder } from '../../../contract/calls/ops-members.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsMembersMessages } from './ops-members-messages.ts';
import { ReasonField } from './reason-field.tsx';

/**
 * A paid order's Refund button (finance and admin): it opens the reason, then asks the provider.
 * The order stays paid until the provider's event arrives; the line under it says so.
 */
export function RefundOrder({ order }: { order: MemberOrder }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const refusalId = useId();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: refund } = useRefundOrder();
  const { register, handleSubmit, formState, watch } = useZodForm(refundOrderSchema, {
    defaultValues: { orderId: order.id, reason: '' } satisfies z.input<typeof refundOrderSchema>,
  });
  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await refund(input);
      setOpen(false);
      setAsked(true);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });
  if (asked)
    return (
      <p role="status" className="text-sm font-medium text-green-800">
        {intl.formatMessage(opsMembersMessages.refundAsked)}
      </p>
    );
  if (!open)
    return (
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(opsMembersMessages.refundOrder, { item: order.item })}
          onClick={() => setOpen(true)}
        >
          {intl.formatMessage(opsMembersMessages.refund)}
        </Button>
      </div>
    );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <ReasonField
        label={intl.formatMessage(opsMembersMessages.refundReason, { item: order.item })}
        registration={register('reason')}
        invalid={Boolean(formState.errors.reason)}
        value={watch('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={formState.isSubmitting}>
          {intl.formatMessage(opsMembersMessages.refundConfirm)}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {intl.formatMessage(opsMembersMessages.refundCancel)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}
