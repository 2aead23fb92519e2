import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useLiftSuspension, useSuspendMember } from '../../../api/ops-members-actions.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { Select } from '../../../components/molecules/select/select.tsx';
import {
  liftSuspensionSchema,
  suspendMemberSchema,
  type OpsMember,
} from '../../../contract/calls/ops-members.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsMembersMessages } from './ops-members-messages.ts';
import { ReasonField } from './reason-field.tsx';

/** The terms offered; 0 stands for "for good" (days null). */
const TERMS = [1, 3, 7, 30, 90, 365, 0] as const;

/** Suspends the member for a term with a reason. */
function SuspendForm({ id, onDone }: { id: number; onDone: (text: string) => void }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const refusalId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: suspend } = useSuspendMember();
  const { register, handleSubmit, formState, watch, setValue } = useZodForm(suspendMemberSchema, {
    defaultValues: { id, days: 7, reason: '' } satisfies z.input<typeof suspendMemberSchema>,
  });
  const days = watch('days');
  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await suspend(input);
      onDone(intl.formatMessage(opsMembersMessages.suspended));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });
  const options = TERMS.map((term) => ({
    value: term,
    label:
      term === 0
        ? intl.formatMessage(opsMembersMessages.forGood)
        : intl.formatMessage(opsMembersMessages.days, { days: term }),
  }));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-ink">
        {intl.formatMessage(opsMembersMessages.suspendTitle)}
      </h3>
      <p className="text-sm text-ink-muted">{intl.formatMessage(opsMembersMessages.suspendHint)}</p>
      <Select
        label={intl.formatMessage(opsMembersMessages.duration)}
        options={options}
        value={days === null ? 0 : Number(days)}
        onChange={(term) => setValue('days', term === 0 ? null : term)}
      />
      <ReasonField
        registration={register('reason')}
        invalid={Boolean(formState.errors.reason)}
        value={watch('reason')}
      />
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {intl.formatMessage(opsMembersMessages.suspend)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}

/** Lifts the member's suspension now, with a reason. */
function LiftForm({ id, onDone }: { id: number; onDone: (text: string) => void }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const refusalId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: lift } = useLiftSuspension();
  const { register, handleSubmit, formState, watch } = useZodForm(liftSuspensionSchema, {
    defaultValues: { id, reason: '' } satisfies z.input<typeof liftSuspensionSchema>,
  });
  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await lift(input);
      onDone(intl.formatMessage(opsMembersMessages.lifted));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-ink">{intl.formatMessage(opsMembersMessages.liftTitle)}</h3>
      <ReasonField
        registration={register('reason')}
        invalid={Boolean(formState.errors.reason)}
        value={watch('reason')}
      />
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {intl.formatMessage(opsMembersMessages.lift)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}

/** Suspend a member who is not suspended; lift the suspension of one who is. */
export function SuspensionForms({ member }: { member: OpsMember }) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="flex flex-col gap-3 rounded-card p-4 ring-1 ring-line">
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {done}
      </p>
      {member.suspension ? (
        <LiftForm key={`lift-${member.id}`} id={member.id} onDone={setDone} />
      ) : (
        <SuspendForm key={`suspend-${member.id}`} id={member.id} onDone={setDone} />
      )}
    </section>
  );
}
