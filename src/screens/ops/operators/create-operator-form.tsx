import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCreateOperator } from '../../../api/ops-operators.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { Select } from '../../../components/molecules/select/select.tsx';
import { createOperatorCall } from '../../../contract/calls/ops-admin.ts';
import { OPERATOR_ROLES } from '../../../contract/operators.ts';
import { opsRoleMessages } from '../ops-messages.ts';
import { CopyButton } from '../../../components/molecules/copy-button/copy-button.tsx';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsOperatorsMessages as m } from './ops-operators-messages.ts';

/** The operator just made and their one-time password, until the admin adds another. */
function NewOperatorPassword({ email, password }: { email: string; password: string }) {
  const intl = useIntl();
  return (
    <div role="status" className="flex flex-col gap-2 rounded-card bg-green-50 p-4 text-green-900">
      <p>{intl.formatMessage(m.created, { email: <bdi key="email">{email}</bdi> })}</p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm">{intl.formatMessage(m.password)}</span>
        <code dir="ltr" className="rounded bg-surface px-2 py-1 font-mono text-base text-ink select-all">
          {password}
        </code>
      </p>
      <CopyButton
        text={password}
        label={intl.formatMessage(m.copy)}
        copiedLabel={intl.formatMessage(m.copied)}
        failedLabel={intl.formatMessage(m.copyFailed)}
      />
    </div>
  );
}

/** Email and role of a new operator; the server answers their one-time password. */
export function CreateOperatorForm() {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const create = useCreateOperator();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const refusalId = useId();
  const { register, handleSubmit, formState, control, reset } = useZodForm(createOperatorCall.request, {
    defaultValues: { email: '', role: 'moderator' },
  });
  const { field: role } = useController({ control, name: 'role' });
  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      const answer = await create.mutateAsync(input);
      setCreated({ email: answer.operator.email, password: answer.password });
      reset();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });
  return (
    <section
      aria-labelledby={`${refusalId}-title`}
      className="flex flex-col gap-3 rounded-card p-4 ring-1 ring-line"
    >
      <h2 id={`${refusalId}-title`} className="text-lg font-semibold text-ink">
        {intl.formatMessage(m.addTitle)}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          className="sm:flex-1"
          type="email"
          dir="ltr"
          autoComplete="off"
          label={intl.formatMessage(m.email)}
          error={formState.errors.email ? intl.formatMessage(m.emailInvalid) : undefined}
          {...register('email')}
          {...(refusal ? { 'aria-describedby': refusalId } : {})}
        />
        <Select
          className="sm:w-48"
          label={intl.formatMessage(m.role)}
          name={role.name}
          value={role.value}
          onChange={role.onChange}
          options={OPERATOR_ROLES.map((value) => ({
            value,
            label: intl.formatMessage(opsRoleMessages[value]),
          }))}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {intl.formatMessage(m.add)}
        </Button>
      </form>
      <FormRefusal id={refusalId} message={refusal} />
      {created ? <NewOperatorPassword {...created} /> : null}
    </section>
  );
}
