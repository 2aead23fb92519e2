import { z } from 'zod/mini';
import { Button } from '../../components/atoms/button/button.tsx';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { secondFactorCodeSchema } from '../../contract/two-factor.ts';
import { FormRefusal } from './form-refusal.tsx';
import { SecondFactorCodeField } from './second-factor-code-field.tsx';

const codeFormSchema = z.object({ code: secondFactorCodeSchema });

export interface CodeConfirmFormProps {
  submitLabel: string;
  /** Sends the code; resolves with the server's refusal (shown under the form), or nothing. */
  onSubmit: (code: string) => Promise<string | void>;
  /** The field's hint; @default the code-or-recovery-code hint */
  hint?: string;
  /** A danger button (turning the factor off). @default false */
  danger?: boolean;
  autoFocus?: boolean;
}

/** One code, one button: confirming enrolment, turning off, renewing the recovery codes. */
export function CodeConfirmForm({
  submitLabel,
  onSubmit,
  hint,
  danger = false,
  autoFocus,
}: CodeConfirmFormProps) {
  const ruleMessage = useRuleMessage();
  const { register, handleSubmit, setError, reset, formState } = useZodForm(codeFormSchema, {
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    const refusal = await onSubmit(code);
    if (refusal) {
      setError('root.server', { message: refusal });
      return;
    }
    reset();
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <SecondFactorCodeField
        required
        autoFocus={autoFocus}
        hint={hint}
        error={ruleMessage(formState.errors.code)}
        {...register('code')}
      />
      <FormRefusal message={formState.errors.root?.server?.message} />
      <Button
        type="submit"
        fullWidth
        loading={formState.isSubmitting}
        className={danger ? '!bg-red-600 hover:!bg-red-700' : ''}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
