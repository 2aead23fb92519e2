import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '../../../components/atoms/button/button.tsx';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';

/** Sends a decision; answers the refusal to show, or null once made. */
export type Decide<Input> = (input: Input) => Promise<string | null>;

/**
 * A queue's decision as the forms use it: `send` makes it, `announce` words what it did for the
 * page's live region; a refusal comes back as the text to show under the form.
 */
export function useDecision<Input>(
  send: (input: Input) => Promise<unknown>,
  announce: (input: Input) => string,
  onDecided: (message: string) => void,
): Decide<Input> {
  const refusalText = useRefusalText();
  return async (input) => {
    try {
      await send(input);
      onDecided(announce(input));
      return null;
    } catch (error) {
      return refusalText(error);
    }
  };
}

/** Approve: no field, one press, what it does said beside the button. */
export function ApproveAction({
  hint,
  label,
  approve,
}: {
  hint: string;
  label: string;
  approve: () => Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();
  const refusalId = useId();
  const press = async () => {
    setBusy(true);
    setRefusal(await approve());
    setBusy(false);
  };
  return (
    <div className="flex flex-col gap-2">
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      <div>
        <Button loading={busy} aria-describedby={hintId} onClick={() => void press()}>
          {label}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </div>
  );
}

/**
 * A decision that takes fields (a reason, a reference): the fields, the submit button, and the
 * server's refusal under them. The fields point at the refusal with `refusalId`.
 */
export function DecisionForm({
  onSubmit,
  submitLabel,
  submitting,
  refusalId,
  refusal,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  refusalId: string;
  refusal: string | null;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {children}
      <div>
        <Button type="submit" variant="secondary" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}
