import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { useDisableOperator, useResetSecondFactor } from '../../../api/ops-operators.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import { ADMIN_REASON_MAX, adminReasonSchema } from '../../../contract/operators.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsOperatorsMessages as m } from './ops-operators-messages.ts';

const reasonFormSchema = z.object({ reason: adminReasonSchema });

/**
 * An operator's access, changed with a reason for the audit log: reset their authenticator (a
 * lost phone) or disable them. What happened is said by the page's live region (`onDone`).
 */
export function OperatorAccessForm({ email, onDone }: { email: string; onDone: (message: string) => void }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const reset = useResetSecondFactor();
  const disable = useDisableOperator();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const hintId = useId();
  const { register, handleSubmit, formState, watch } = useZodForm(reasonFormSchema, {
    defaultValues: { reason: '' },
  });
  const act = (change: 'reset' | 'disable') =>
    handleSubmit(async ({ reason }) => {
      setRefusal(null);
      try {
        await (change === 'reset' ? reset : disable).mutateAsync({ email, reason });
        onDone(intl.formatMessage(change === 'reset' ? m.resetDone : m.disableDone, { email }));
      } catch (error) {
        setRefusal(refusalText(error));
      }
    });
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-3 pt-2">
      <TextArea
        label={intl.formatMessage(m.reason)}
        error={formState.errors.reason ? intl.formatMessage(m.reasonRequired) : undefined}
        rows={2}
        maxLength={ADMIN_REASON_MAX}
        dir="auto"
        value={watch('reason')}
        {...register('reason')}
        {...(refusal ? { 'aria-describedby': refusalId } : {})}
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {intl.formatMessage(m.resetHint)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-describedby={hintId}
          loading={reset.isPending}
          onClick={() => void act('reset')()}
        >
          {intl.formatMessage(m.reset)}
        </Button>
        <Button variant="secondary" loading={disable.isPending} onClick={() => void act('disable')()}>
          {intl.formatMessage(m.disable)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}
