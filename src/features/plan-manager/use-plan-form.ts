import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCreatePlan } from '../../api/create-plan.ts';
import { useUpdatePlan } from '../../api/update-plan.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import type { Plan } from '../../contract/entities-social.ts';
import {
  EMPTY_PLAN_FORM,
  planFormSchema,
  planFormValuesOf,
  type PlanFormField,
  type NewPlanRequest,
  type PlanFormRequest,
  type PlanFormValues,
} from '../../contract/rules/plan-form-rules.ts';
import { planManagerBack } from '../../state/plan-manager.ts';
import { showPopup } from '../../state/popup.ts';
import { planManagerMessages as m } from './plan-manager-messages.ts';

/** Spec §9: the form checks its fields 500 ms after the last keystroke. */
export const PLAN_VALIDATION_DEBOUNCE_MS = 500;

/** The form's control, for the fields drawn apart from it. */
export type PlanFormControl = Control<PlanFormValues, unknown, PlanFormRequest>;

const ALL_FIELDS: PlanFormField[] = ['name', 'content', 'price', 'unlockDays', 'expireDays', 'picture'];

/**
 * The plan form's state (spec §5, §9) on the contract's schema: a field is checked 500 ms after
 * the last change once changed, every field when Save is pressed; saved, it says so and goes
 * back to the list; the server's refusal is the form's `root.server` error.
 */
export function usePlanForm(plan: Plan | null) {
  const intl = useIntl();
  const adding = plan === null;
  const schema = useMemo(() => planFormSchema(adding), [adding]);
  const form = useZodForm(schema, {
    defaultValues: plan ? planFormValuesOf(plan) : EMPTY_PLAN_FORM,
    // Checked by the debounce below and on Save only; the focus stays on Save, as it always has.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const changed = useRef(new Set<PlanFormField>());
  const { watch, trigger } = form;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      changed.current.add(name.split('.')[0] as PlanFormField);
      clearTimeout(timer);
      timer = setTimeout(() => void trigger([...changed.current]), PLAN_VALIDATION_DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [watch, trigger]);

  const create = useCreatePlan();
  const update = useUpdatePlan();
  const send = (request: PlanFormRequest) =>
    plan
      ? update.mutateAsync({ ...request, id: plan.id })
      : // Adding, the schema is subscription/create's: the request has its length.
        create.mutateAsync(request as NewPlanRequest);
  const save = form.handleSubmit(async (request) => {
    try {
      await send(request);
    } catch (error) {
      form.setError('root.server', { message: error instanceof Error ? error.message : String(error) });
      return;
    }
    showPopup(intl.formatMessage(m.saved));
    planManagerBack();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Once saved, every field is checked again after a change, not only the ones changed.
    for (const field of ALL_FIELDS) changed.current.add(field);
    void save(event);
  };
  return { form, adding, submit, saving: create.isPending || update.isPending };
}
